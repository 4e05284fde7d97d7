/**
 * Whether a name quoted in the ledger names a test title.
 *
 * The ledger shortens long titles with '…': `'logs a failing run…'` is the start of a title,
 * `'fires…at each fire time'` two pieces in that order. Every piece must appear, in order,
 * within the one title, however short it is. A title written as a template literal
 * (`` `the page speaks ${locale}` ``) has holes that match any text, so `'the page speaks en'`
 * names it; a piece must start on the title's own text.
 */

/** The pieces of a quoted name: the text between its '…' (or '...'), trimmed. */
export function piecesOf(name) {
  return name.split(/…|\.\.\./).map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/**
 * True when `pieces` appear in order in a title made of literal `parts` and holes (`null`).
 * Each piece must be matched by consecutive characters of the title, where a hole may stand
 * for any run of characters; between pieces anything may come.
 */
export function titleMatches(parts, pieces) {
  if (pieces.length === 0) return false;
  /** The title as tokens: one character each, or HOLE. */
  const HOLE = Symbol('hole');
  const tokens = [];
  for (const part of parts) {
    if (part === null) tokens.push(HOLE);
    else tokens.push(...part);
  }
  const seen = new Set();
  // t: position in the title; p: which piece; c: position in that piece.
  const match = (t, p, c) => {
    if (p === pieces.length) return true;
    const key = `${t},${p},${c}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const piece = pieces[p];
    if (c === piece.length) return match(t, p + 1, 0);
    if (c === 0 && t < tokens.length && match(t + 1, p, 0)) return true; // the piece starts later
    if (t >= tokens.length) return false;
    const token = tokens[t];
    // A piece starts on the title's own text: else any name would match a title ending in a hole.
    if (token === HOLE) return c > 0 && (match(t, p, c + 1) || match(t + 1, p, c)); // the hole takes this char, or ends
    return token === piece[c] && match(t + 1, p, c + 1);
  };
  return match(0, 0, 0);
}
