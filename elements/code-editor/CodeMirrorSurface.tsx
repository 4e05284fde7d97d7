import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { Echoes } from '../define/echoes.ts';
import { codeModeOf, loadCodeMode } from './code-modes.ts';

/** Props of {@link CodeMirrorSurface}: the editing surface shared by the code and markdown editors. */
export interface CodeMirrorSurfaceProps {
  value: string;
  onChange: (value: string) => void;
  /** A mode of `CODE_MODES`; plain text when unknown. */
  mode?: string | undefined;
  tabSize: number;
  readOnly?: boolean | undefined;
  placeholder?: string | undefined;
  /** The accessible name of the text box. */
  label: string;
  /** Line numbers (the code editor) or none (the markdown editor, which wraps its lines). */
  lineNumbers?: boolean;
  /** Long lines wrap instead of scrolling sideways. */
  wrap?: boolean;
  /** Its text box gets `data-testid` `<testId>-input`. */
  testId?: string;
  /** The text box is marked invalid (`aria-invalid`). */
  invalid?: boolean | undefined;
  /** Given the view once it is made (and null when it goes), for a toolbar acting on it. */
  onView?: (view: EditorView | null) => void;
}

/** Marks a change that came from the value prop, which the host already knows of. */
const FROM_OUTSIDE = Annotation.define<boolean>();

/** The surface fills its box (the box's height is the editor's); the box shows the focus, not CodeMirror. */
const FILL = EditorView.theme({
  '&': { height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

/**
 * CodeMirror 6 in a React tree (loaded as its own chunk): the value in and out, the mode's
 * grammar loaded when first needed, tab inserting `tabSize` spaces. It is mounted in a shadow
 * root of its own (`.dkp-code-surface`'s), where its styles go as constructed sheets.
 */
export default function CodeMirrorSurface(props: CodeMirrorSurfaceProps) {
  const { value, mode, tabSize, readOnly, placeholder, label, testId, invalid } = props;
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const echoes = useRef(new Echoes());
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const compartments = useRef({ language: new Compartment(), tabs: new Compartment(), readOnly: new Compartment(), placeholder: new Compartment(), label: new Compartment() });

  useEffect(() => {
    const c = compartments.current;
    const extensions: Extension[] = [
      props.lineNumbers === false ? [] : lineNumbers(),
      props.wrap ? EditorView.lineWrapping : [],
      history(), drawSelection(), indentOnInput(), bracketMatching(), highlightActiveLine(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      FILL,
      c.language.of([]), c.tabs.of([]), c.readOnly.of([]), c.placeholder.of([]), c.label.of([]),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged || update.transactions.some((tr) => tr.annotation(FROM_OUTSIDE))) return;
        const text = update.state.doc.toString();
        echoes.current.sentValue(text);
        onChange.current(text);
      }),
    ];
    // CodeMirror writes its styles as a <style> element into a document, which a page's
    // Content-Security-Policy (the portal's `style-src 'self'`) refuses, and as constructed
    // sheets into a shadow root, which CSP does not govern: so it always gets a shadow root of its own.
    const shadow = parent.current!.shadowRoot ?? parent.current!.attachShadow({ mode: 'open' });
    const made = new EditorView({ state: EditorState.create({ doc: value, extensions }), parent: shadow, root: shadow });
    view.current = made;
    props.onView?.(made);
    return () => {
      props.onView?.(null);
      made.destroy();
      view.current = null;
    };
    // The view is made once; each prop below reconfigures it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (an attribute, a form reset) replaces the text; one the user typed is already there.
  useEffect(() => {
    const current = view.current;
    if (current && !echoes.current.isEcho(value) && current.state.doc.toString() !== value) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value }, annotations: FROM_OUTSIDE.of(true) });
  }, [value]);

  useEffect(() => {
    const current = view.current!;
    const c = compartments.current;
    current.dispatch({
      effects: [
        c.tabs.reconfigure([EditorState.tabSize.of(tabSize), indentUnit.of(' '.repeat(tabSize))]),
        c.readOnly.reconfigure([EditorState.readOnly.of(!!readOnly), EditorView.editable.of(!readOnly)]),
        c.placeholder.reconfigure(placeholder ? placeholderText(placeholder) : []),
        c.label.reconfigure(EditorView.contentAttributes.of({
          'aria-label': label, ...(testId ? { 'data-testid': `${testId}-input` } : {}), ...(invalid ? { 'aria-invalid': 'true' } : {}),
        })),
      ],
    });
  }, [tabSize, readOnly, placeholder, label, testId, invalid]);

  useEffect(() => {
    let current = true;
    const known = codeModeOf(mode);
    void (known ? loadCodeMode(known) : Promise.resolve([])).then((language) => {
      if (current && view.current) view.current.dispatch({ effects: compartments.current.language.reconfigure(language) });
    });
    return () => {
      current = false;
    };
  }, [mode]);

  return <div ref={parent} className="dkp-code-surface" data-mode={codeModeOf(mode) ?? 'text'} />;
}
