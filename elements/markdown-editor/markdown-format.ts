import type { EditorView } from '@codemirror/view';

/** The toolbar's formatting actions. */
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'link' | 'list' | 'code';

/** What an action puts around the selection (or on each selected line's start). */
const WRAP: Record<Exclude<MarkdownAction, 'heading' | 'list'>, readonly [string, string]> = {
  bold: ['**', '**'], italic: ['*', '*'], link: ['[', '](https://)'], code: ['\n```\n', '\n```\n'],
};
const LINE_START: Record<'heading' | 'list', string> = { heading: '## ', list: '- ' };

/** Applies `action` to the editor's main selection and gives it focus back. */
export function applyMarkdown(view: EditorView, action: MarkdownAction): void {
  const { from, to } = view.state.selection.main;
  if (action === 'heading' || action === 'list') {
    const prefix = LINE_START[action];
    const first = view.state.doc.lineAt(from).number;
    const last = view.state.doc.lineAt(to).number;
    const changes = [];
    for (let n = first; n <= last; n++) changes.push({ from: view.state.doc.line(n).from, insert: prefix });
    view.dispatch({ changes, userEvent: 'input' });
  } else {
    const [before, after] = WRAP[action];
    view.dispatch({
      changes: [{ from, insert: before }, { from: to, insert: after }],
      selection: { anchor: from + before.length, head: to + before.length },
      userEvent: 'input',
    });
  }
  view.focus();
}
