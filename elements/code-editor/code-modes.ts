import type { Extension } from '@codemirror/state';

/** The code editor's modes (widgets-admin §9), as the `mode` attribute names them (any case). */
export const CODE_MODES = ['css', 'javascript', 'html', 'java', 'objective-c', 'python', 'r', 'shell', 'sql', 'swift', 'vue', 'markdown'] as const;
export type CodeMode = (typeof CODE_MODES)[number];

/** A mode's name as given (`R`, `SQL`, ` objective-c `) read as one of {@link CODE_MODES}; null for none or an unknown one (plain text). */
export function codeModeOf(name: string | null | undefined): CodeMode | null {
  const mode = (name ?? '').trim().toLowerCase();
  return (CODE_MODES as readonly string[]).includes(mode) ? (mode as CodeMode) : null;
}

async function legacy(parser: Promise<Parameters<typeof import('@codemirror/language').StreamLanguage.define>[0]>): Promise<Extension> {
  const [{ StreamLanguage }, loaded] = await Promise.all([import('@codemirror/language'), parser]);
  return StreamLanguage.define(loaded);
}

/**
 * The language support of `mode`, each loaded when first used (its own chunk): a page with
 * an SQL editor does not load the HTML or Python grammars.
 */
export async function loadCodeMode(mode: CodeMode): Promise<Extension> {
  switch (mode) {
    case 'css': return (await import('@codemirror/lang-css')).css();
    case 'javascript': return (await import('@codemirror/lang-javascript')).javascript();
    case 'html': return (await import('@codemirror/lang-html')).html();
    case 'java': return (await import('@codemirror/lang-java')).java();
    case 'objective-c': return legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC));
    case 'python': return (await import('@codemirror/lang-python')).python();
    case 'r': return legacy(import('@codemirror/legacy-modes/mode/r').then((m) => m.r));
    case 'shell': return legacy(import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell));
    case 'sql': {
      const { sql, PostgreSQL } = await import('@codemirror/lang-sql');
      return sql({ dialect: PostgreSQL });
    }
    case 'swift': return legacy(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift));
    case 'vue': return (await import('@codemirror/lang-vue')).vue();
    case 'markdown': return (await import('@codemirror/lang-markdown')).markdown();
  }
}
