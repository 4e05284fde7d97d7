import { escapeXml } from './excel-values.ts';

/**
 * The fixed parts of a one-sheet workbook written by `writeXlsx`: everything but the sheet's
 * rows. Kept to what Excel, WPS and LibreOffice need to open the file without a repair prompt.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The path of the only sheet inside the archive. */
export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Indexes into the `cellXfs` of {@link STYLES_XML}. */
export const STYLE = { general: 0, date: 1, datetime: 2, header: 3, text: 4, integer: 5 } as const;

/** `[Content_Types].xml`: written first, so that type sniffing sees a workbook. */
export const CONTENT_TYPES_XML = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPE}.sheet.main+xml"/>`
  + `<Override PartName="/${SHEET_PATH}" ContentType="${OFFICE_TYPE}.worksheet+xml"/>`
  + `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPE}.styles+xml"/>`
  + '</Types>';

/** `_rels/.rels`: the package's entry point. */
export const ROOT_RELS_XML = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** `xl/_rels/workbook.xml.rels`: the sheet and the styles of the workbook. */
export const WORKBOOK_RELS_XML = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

/**
 * `xl/styles.xml`: default, date (`yyyy/mm/dd`), date and time (`yyyy/mm/dd hh:mm:ss`, DKP's
 * one format, shared/format/date-time.ts), bold header, text (`@`, so that a value typed
 * later into a text column, a phone number with its leading zero, stays text) and integer
 * (`0`: a long id shows all its digits, not 1.23E+11).
 */
export const STYLES_XML = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">`
  + '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/mm/dd"/><numFmt numFmtId="165" formatCode="yyyy/mm/dd hh:mm:ss"/></numFmts>'
  + '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
  + '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
  + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * A sheet name Excel accepts: at most 31 characters, no control character, none of `[]:*?/\`
 * (each becomes `_`), not starting or ending with an apostrophe, not blank ('Sheet1' then).
 */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[\u0000-\u001f]/g, '').replace(/[[\]:*?/\\]/g, '_').replace(/^'+|'+$/g, '').trim().slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

/** `xl/workbook.xml` naming the one sheet. */
export function workbookXml(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>`
    + `<sheets><sheet name="${escapeXml(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** A column of the sheet as `sheetHead` needs it: width in characters and the style of empty cells. */
export interface ColumnLayout {
  width: number;
  style: number;
}

/**
 * The start of the sheet up to `<sheetData>`: the first row frozen (it holds the headers),
 * then the column widths and styles.
 */
export function sheetHead(columns: readonly ColumnLayout[]): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${c.style ? ` style="${c.style}"` : ''}/>`);
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
    + '<sheetViews><sheetView tabSelected="1" workbookViewId="0">'
    + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
    + '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
    + '<sheetFormatPr defaultRowHeight="15"/>'
    + (cols.length > 0 ? `<cols>${cols.join('')}</cols>` : '')
    + '<sheetData>';
}

/** The end of the sheet after its last row. */
export const SHEET_TAIL = '</sheetData></worksheet>';
