import { fileTypeFromBuffer } from 'file-type';

/** A kind of file the store takes, as told by its content. */
export interface FileKind {
  /** The `Content-Type` it is served with. */
  contentType: string;
  /** The extension its stored path and its download name end with (never the client's). */
  extension: string;
  /** Its family: a name ending in another family's extension is a mismatch; a preview is offered for image, pdf and text. */
  family: FileFamily;
}

/** Families of kinds: a JPEG named `.png` is fine (same family), a zip named `.docx` is not. */
export type FileFamily = 'image' | 'pdf' | 'word' | 'excel' | 'powerpoint' | 'zip' | 'text';

/** Why a file was not taken: no kind we take, or its name claims another family than its content. */
export type FileKindRefusal = 'unknown' | 'mismatch';

const kind = (contentType: string, extension: string, family: FileFamily): FileKind => ({ contentType, extension, family });

/** What file-type's answers become; anything it names that is not here (an executable, a jar, SVG, HTML…) is refused. */
const BY_SNIFFED_EXTENSION: Readonly<Record<string, FileKind>> = {
  png: kind('image/png', 'png', 'image'),
  jpg: kind('image/jpeg', 'jpg', 'image'),
  gif: kind('image/gif', 'gif', 'image'),
  webp: kind('image/webp', 'webp', 'image'),
  pdf: kind('application/pdf', 'pdf', 'pdf'),
  docx: kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'word'),
  xlsx: kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'excel'),
  pptx: kind('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx', 'powerpoint'),
  zip: kind('application/zip', 'zip', 'zip'),
};

/**
 * The Office 97–2003 formats are all one container (CFB, "OLE2"); its content does not say
 * which one cheaply, so the name's extension picks among these three, and only these.
 */
const CFB_BY_NAME: Readonly<Record<string, FileKind>> = {
  doc: kind('application/msword', 'doc', 'word'),
  xls: kind('application/vnd.ms-excel', 'xls', 'excel'),
  ppt: kind('application/vnd.ms-powerpoint', 'ppt', 'powerpoint'),
};

/** Plain-text names taken. HTML, SVG and XML are not text to us: they are active content in a browser. */
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['txt', 'csv', 'md', 'log', 'json']);

/** The family each extension a name may end with claims. */
const FAMILY_OF_NAME: Readonly<Record<string, FileFamily>> = {
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image', pdf: 'pdf', doc: 'word', docx: 'word',
  xls: 'excel', xlsx: 'excel', ppt: 'powerpoint', pptx: 'powerpoint', zip: 'zip',
  ...Object.fromEntries([...TEXT_EXTENSIONS].map((ext) => [ext, 'text' as const])),
};

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/** Control characters that never occur in text (tab, line breaks, form feed and escape may). */
const BINARY_BYTE = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

/** Whether `head` reads as text: no NUL or other binary control bytes (UTF-8, GBK and ASCII all pass). */
function looksLikeText(head: Buffer): boolean {
  return !BINARY_BYTE.test(head.toString('latin1'));
}

/** Whether `head` is UTF-8 (a character cut at its end is fine: `head` is the file's beginning). */
function isUtf8(head: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind of a file from its first bytes (`head`, the first chunk of the upload: 256 KiB or
 * the whole file), by the maintained signature tables of `file-type` (docs/decisions.md "The
 * file store"), or why it is refused. The client's name only picks among the Office 97–2003
 * formats, allows text (which has no signature) and is checked not to claim another family.
 */
export async function fileKindOf(head: Buffer, fileName: string): Promise<FileKind | FileKindRefusal> {
  const named = extensionOf(fileName);
  const claimed = FAMILY_OF_NAME[named];
  const sniffed = await fileTypeFromBuffer(head);
  let found: FileKind | undefined;
  if (sniffed) {
    found = sniffed.ext === 'cfb' ? CFB_BY_NAME[named] : BY_SNIFFED_EXTENSION[sniffed.ext];
    if (!found) return 'unknown';
  } else if (looksLikeText(head)) {
    if (named && !claimed) return 'unknown';
    found = kind(isUtf8(head) ? 'text/plain; charset=utf-8' : 'text/plain', TEXT_EXTENSIONS.has(named) ? named : 'txt', 'text');
  } else {
    return 'unknown';
  }
  if (claimed && claimed !== found.family) return 'mismatch';
  return found;
}

/**
 * The name a file is saved under: the client's, with the kind's extension when the name has
 * none of its family (a PDF sent as `report.exe` is saved as `report.exe.pdf`).
 */
export function downloadName(fileName: string, found: FileKind): string {
  return FAMILY_OF_NAME[extensionOf(fileName)] === found.family ? fileName : `${fileName}.${found.extension}`;
}
