/**
 * Keeps a watermark overlay in its container: when someone removes the node or edits its
 * attributes (devtools, a script), the overlay is put back as it was. Returns the function
 * that stops guarding and removes the overlay.
 */
export function guardOverlay(container: Node, build: () => HTMLElement): () => void {
  let overlay = build();
  container.appendChild(overlay);
  let expected = snapshot(overlay);

  const observer = new MutationObserver(() => {
    const tampered = !overlay.isConnected || overlay.parentNode !== container || snapshot(overlay) !== expected;
    if (!tampered) return;
    overlay.remove();
    overlay = build();
    container.appendChild(overlay);
    expected = snapshot(overlay);
    watch();
  });
  const watch = () => {
    observer.disconnect();
    observer.observe(container, { childList: true });
    observer.observe(overlay, { attributes: true, childList: true, characterData: true, subtree: true });
  };
  watch();

  return () => {
    observer.disconnect();
    overlay.remove();
  };
}

/** Everything about the node that devtools could change to hide it. */
function snapshot(node: HTMLElement): string {
  return [...node.getAttributeNames()].sort().map((name) => `${name}=${node.getAttribute(name)}`).join('\n') + `\n#${node.childNodes.length}`;
}
