import { EditorView } from '@codemirror/view';
import { settle, until } from './render.tsx';

/** CodeMirror's text box under `root` (inside the shadow root of its `.dkp-code-surface`), or null before it loads. */
export function cmContent(root: ParentNode): HTMLElement | null {
  return root.querySelector('.dkp-code-surface')?.shadowRoot?.querySelector<HTMLElement>('.cm-content') ?? null;
}

/** The CodeMirror view of the code or markdown editor `[data-testid=testId]` under `root`, once it has loaded. */
export async function codeViewOf(root: ParentNode, testId: string): Promise<EditorView> {
  const content = () => {
    const box = root.querySelector(`[data-testid="${testId}"]`);
    return box && cmContent(box);
  };
  await until(() => content() !== null);
  return EditorView.findFromDOM(content()!)!;
}

/** Replaces the text of the editor `testId` as a user's edit does (CodeMirror's update listeners hear it). */
export async function typeCode(root: ParentNode, testId: string, text: string): Promise<void> {
  const view = await codeViewOf(root, testId);
  await settle(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' }));
}
