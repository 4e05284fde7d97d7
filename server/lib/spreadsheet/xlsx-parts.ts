import path from 'node:path/posix';
import { isBuiltinDateFormat, isDateFormatCode, MAX_FORMAT_CODE_CHARS } from './date-formats.ts';
import { EXCEL_MAX_CELL_CHARS } from './excel-values.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { attribute, parseXml, type XmlHandler } from './xml-events.ts';
import type { ZipArchive, ZipDirectoryEntry } from './zip-reader.ts';

/**
 * The parts of an .xlsx a reader of its first sheet needs, found through the package's
 * relationships rather than at fixed paths (other writers name them differently).
 */

/** Parts bigger than this once inflated are refused (relationships, workbook, styles). */
const SMALL_PART_BYTES = 16 * 2 ** 20;
/** The shared strings are held in memory whole: their part is refused past this size. */
export const SHARED_STRINGS_MAX_BYTES = 64 * 2 ** 20;

/** An .xlsx being read: its archive and its entries by lower-cased name (OOXML part names ignore case). */
export interface XlsxPackage {
  archive: ZipArchive;
  entries: ReadonlyMap<string, ZipDirectoryEntry>;
}

/** The package of an opened archive. */
export const xlsxPackage = (archive: ZipArchive): XlsxPackage =>
  ({ archive, entries: new Map(archive.entries.map((e) => [e.fileName.toLowerCase(), e])) });

/** Where the first sheet and its helpers are, and the date system of the workbook. */
export interface WorkbookLayout {
  sheet: ZipDirectoryEntry;
  sharedStrings: ZipDirectoryEntry | null;
  styles: ZipDirectoryEntry | null;
  /** Dates count from 1904 (old Mac workbooks). */
  date1904: boolean;
}

/** Runs `handler` over the part `entry` of at most `maxBytes` inflated. */
export const readPart = (pkg: XlsxPackage, entry: ZipDirectoryEntry, handler: XmlHandler, maxBytes = SMALL_PART_BYTES) =>
  parseXml(pkg.archive.chunks(entry, maxBytes), handler);

const entryAt = (pkg: XlsxPackage, partName: string) => pkg.entries.get(partName.replace(/^\/+/, '').toLowerCase()) ?? null;

/** A relationship of a part: its id, its type URI and the part name it points to. */
interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** The relationships of `partName` (`''`: the package's own), from its `_rels` part. */
async function relationships(pkg: XlsxPackage, partName: string): Promise<Relationship[]> {
  const dir = path.dirname(partName);
  const rels = entryAt(pkg, path.join(dir, '_rels', `${path.basename(partName)}.rels`));
  const found: Relationship[] = [];
  if (!rels) return found;
  await readPart(pkg, rels, {
    open(name, attrs) {
      const target = attrs.Target;
      if (name !== 'Relationship' || !target || attrs.TargetMode === 'External') return;
      const resolved = target.startsWith('/') ? target.slice(1) : path.normalize(path.join(dir === '.' ? '' : dir, target));
      if (found.length >= MAX_RELATIONSHIPS) throw new SpreadsheetError('spreadsheetUnreadable');
      found.push({ id: attrs.Id ?? '', type: attrs.Type ?? '', target: resolved });
    },
  });
  return found;
}

/** Relationships of one part: a workbook has one per sheet and a few more; Excel's sheet limit is far below this. */
const MAX_RELATIONSHIPS = 10_000;
/** Custom number formats and cell formats: Excel keeps at most 64,000 cell styles. */
const MAX_STYLES = 64_000;

const ofType = (rels: Relationship[], suffix: string) => rels.find((r) => r.type.endsWith(suffix))?.target;

/** The workbook's first visible sheet, shared strings, styles and date system. */
export async function readWorkbookLayout(pkg: XlsxPackage): Promise<WorkbookLayout> {
  const workbookName = ofType(await relationships(pkg, ''), '/officeDocument') ?? 'xl/workbook.xml';
  const workbook = entryAt(pkg, workbookName);
  if (!workbook) throw new SpreadsheetError('spreadsheetUnreadable');
  let sheetId: string | undefined;
  let date1904 = false;
  await readPart(pkg, workbook, {
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      if (name === 'sheet' && sheetId === undefined && attrs.state !== 'hidden' && attrs.state !== 'veryHidden') sheetId = attribute(attrs, 'id');
    },
  });
  const rels = await relationships(pkg, workbookName);
  const sheetName = rels.find((r) => r.id === sheetId)?.target;
  const sheet = sheetName ? entryAt(pkg, sheetName) : null;
  if (!sheet) throw new SpreadsheetError('spreadsheetUnreadable');
  const part = (suffix: string) => {
    const name = ofType(rels, suffix);
    return name ? entryAt(pkg, name) : null;
  };
  return { sheet, sharedStrings: part('/sharedStrings'), styles: part('/styles'), date1904 };
}

/** `_xHHHH_` is how SpreadsheetML writes a character XML cannot hold (ECMA-376 ST_Xstring). */
export const unescapeExcelText = (text: string) =>
  text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;

/**
 * The shared strings, in order: each the text of its runs, phonetic guides (`rPh`) left out;
 * more than `maxStrings` are refused (a sheet of so many cells could not use them all, and an
 * empty `<si/>` costs 5 bytes of XML but a slot of memory).
 */
export async function readSharedStrings(pkg: XlsxPackage, entry: ZipDirectoryEntry | null, maxStrings: number): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let inText = false;
  let inPhonetic = false;
  let current = '';
  await readPart(pkg, entry, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    text(text) {
      if (!inText || inPhonetic) return;
      current += text;
      // Excel holds at most 32,767 characters in a cell: a longer string is not Excel's.
      if (current.length > EXCEL_MAX_CELL_CHARS) throw new SpreadsheetError('spreadsheetUnreadable');
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        if (strings.length >= maxStrings) throw new SpreadsheetError('spreadsheetTooManyStrings', { limit: maxStrings });
        strings.push(unescapeExcelText(current));
      }
    },
  }, SHARED_STRINGS_MAX_BYTES);
  return strings;
}

/** The indexes of the cell formats (`cellXfs`, a cell's `s`) whose number format shows a date. */
export async function readDateStyles(pkg: XlsxPackage, entry: ZipDirectoryEntry | null): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formatOfXf: number[] = [];
  let inCellXfs = false;
  if (entry) {
    await readPart(pkg, entry, {
      open(name, attrs) {
        if (name === 'numFmt') {
          const code = attrs.formatCode ?? '';
          if (code.length > MAX_FORMAT_CODE_CHARS || custom.size >= MAX_STYLES) throw new SpreadsheetError('spreadsheetUnreadable');
          custom.set(Number(attrs.numFmtId), code);
        } else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          if (formatOfXf.length >= MAX_STYLES) throw new SpreadsheetError('spreadsheetUnreadable');
          formatOfXf.push(Number(attrs.numFmtId ?? 0));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    });
  }
  const dates = new Set<number>();
  const isDate = new Map<number, boolean>(); // each format read once, however many cell formats use it
  formatOfXf.forEach((id, xf) => {
    let date = isDate.get(id);
    if (date === undefined) {
      const code = custom.get(id);
      isDate.set(id, (date = code !== undefined ? isDateFormatCode(code) : isBuiltinDateFormat(id)));
    }
    if (date) dates.add(xf);
  });
  return dates;
}
