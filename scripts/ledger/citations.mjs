/**
 * The test files a ledger cell cites, each with the test names quoted right after it: either a
 * parenthesised group (`file ('a…', 'b'; a remark)`: every quoted text in the group is a name,
 * the rest is remark) or quotes that follow the file directly (`file 'a…', 'b'`). A name
 * followed by `(PostgreSQL)` is a test that runs only with PostgreSQL.
 */
const TEST_FILE = /(?:server|shared|portal|elements|tests|scripts)\/[A-Za-z0-9_./-]+\.(?:test|spec|browser\.test)\.(?:tsx?|mjs)/g;
/** A quoted name: quotes not inside a word (an apostrophe in "user's" is no quote). */
const QUOTED = /(?<![A-Za-z\\])(['"])(.+?)(?<!\\)\1(?![A-Za-z])(\s*\(PostgreSQL\))?/g;
/** A name as the test's title reads: `\'` in the ledger (written as in the source) is `'`. */
const unescape = (name) => name.replace(/\\(['"\\])/g, '$1');

/** The text of the balanced parentheses that open at `start`, without them. */
function groupAt(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(start + 1, i);
    }
  }
  return text.slice(start + 1);
}

/** The quoted names that follow directly: `'a', 'b' and "c"`. */
function leadingQuotes(text) {
  const names = [];
  const NEXT = /^\s*(?:,|and)?\s*(['"])(.+?)(?<!\\)\1(?![A-Za-z])(\s*\(PostgreSQL\))?/;
  let rest = text;
  for (let m = NEXT.exec(rest); m; m = NEXT.exec(rest)) {
    names.push({ name: unescape(m[2]), postgres: Boolean(m[3]) });
    rest = rest.slice(m[0].length);
  }
  return names;
}

/** @returns {Array<{ file: string, names: Array<{ name: string, postgres: boolean }> }>} */
export function citationsOf(cell) {
  const files = [...cell.matchAll(TEST_FILE)];
  return files.map((match, i) => {
    const file = match[0];
    const end = files[i + 1]?.index ?? cell.length;
    const after = cell.slice(match.index + file.length, end);
    const open = /^\s*\(/.exec(after);
    const names = open
      ? [...groupAt(after, open[0].length - 1).matchAll(QUOTED)].map((m) => ({ name: unescape(m[2]), postgres: Boolean(m[3]) }))
      : leadingQuotes(after);
    return { file, names };
  });
}
