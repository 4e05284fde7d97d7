import { escapeXml } from './excel-values.ts';

/**
 * The fixed parts of a workbook written by `writeXlsx`/`writeXlsxBook`: everything but the
 * sheets' rows, and a picture's drawing. Kept to what Excel, WPS and LibreOffice need to open
 * the file without a repair prompt.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const DRAWINGML_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const OFFICE_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The path of sheet `index` (0-based) inside the archive. */
export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;
/** The parts that put picture `n` (1-based) on its sheet: the sheet's relationships, the drawing, its relationships, the image. */
export const picturePaths = (sheetIndex: number, n: number) => ({
  sheetRels: `xl/worksheets/_rels/sheet${sheetIndex + 1}.xml.rels`,
  drawing: `xl/drawings/drawing${n}.xml`,
  drawingRels: `xl/drawings/_rels/drawing${n}.xml.rels`,
  image: `xl/media/image${n}.png`,
});

/** Indexes into the `cellXfs` of {@link STYLES_XML}. */
export const STYLE = { general: 0, date: 1, datetime: 2, header: 3, text: 4, integer: 5 } as const;

/** `[Content_Types].xml` of a workbook of `sheets` (those with a picture get a drawing); written first, so that type sniffing sees a workbook. */
export function contentTypesXml(sheets: readonly { picture: boolean }[]): string {
  let drawing = 0;
  const overrides = sheets.map((sheet, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${OFFICE_TYPE}.worksheet+xml"/>`
    + (sheet.picture ? `<Override PartName="/${picturePaths(i, ++drawing).drawing}" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>` : ''));
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + (drawing > 0 ? '<Default Extension="png" ContentType="image/png"/>' : '')
    + `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE_TYPE}.sheet.main+xml"/>`
    + overrides.join('')
    + `<Override PartName="/xl/styles.xml" ContentType="${OFFICE_TYPE}.styles+xml"/>`
    + '</Types>';
}

/** `_rels/.rels`: the package's entry point. */
export const ROOT_RELS_XML = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** `xl/_rels/workbook.xml.rels`: the sheets (rId1…rIdN) and the styles (rIdN+1) of the workbook. */
export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from({ length: sheetCount }, (_, i) =>
    `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`);
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">${sheets.join('')}`
    + `<Relationship Id="rId${sheetCount + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
}

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

/**
 * `xl/workbook.xml` naming the sheets, each made safe ({@link safeSheetName}) and unique
 * (Excel refuses two sheets of one name, in any case: a later one gets " (2)").
 */
export function workbookXml(sheetNames: string | readonly string[]): string {
  const taken = new Set<string>();
  const sheets = (typeof sheetNames === 'string' ? [sheetNames] : sheetNames).map((wanted, i) => {
    let name = safeSheetName(wanted);
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${safeSheetName(wanted).slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`;
  });
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>`
    + `<sheets>${sheets.join('')}</sheets></workbook>`;
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
export function sheetHead(columns: readonly ColumnLayout[], selected = true): string {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${c.style ? ` style="${c.style}"` : ''}/>`);
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
    + `<sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0">`
    + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
    + '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>'
    + '<sheetFormatPr defaultRowHeight="15"/>'
    + (cols.length > 0 ? `<cols>${cols.join('')}</cols>` : '')
    + '<sheetData>';
}

/** The end of the sheet after its last row. */
export const SHEET_TAIL = '</sheetData></worksheet>';
/** The end of a sheet that shows a picture (its drawing is relationship rId1 of the sheet). */
export const SHEET_TAIL_WITH_DRAWING = '</sheetData><drawing r:id="rId1"/></worksheet>';

/** A picture's place and size on its sheet. */
export interface PictureAnchor {
  /** 0-based column and row of its top-left corner. */
  column: number;
  row: number;
  widthPx: number;
  heightPx: number;
  /** Its alternative text. */
  description: string;
}

// DrawingML measures in EMU: 914,400 per inch, 9,525 per pixel at 96 dpi.
const EMU_PER_PX = 9525;

/** `xl/worksheets/_rels/sheetN.xml.rels`: the sheet's drawing. */
export const sheetRelsXml = (drawing: number) => `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/drawing" Target="../drawings/drawing${drawing}.xml"/></Relationships>`;

/** `xl/drawings/_rels/drawingN.xml.rels`: the drawing's image. */
export const drawingRelsXml = (image: number) => `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/image" Target="../media/image${image}.png"/></Relationships>`;

/** `xl/drawings/drawingN.xml`: one picture anchored at a cell, its own size (moves with the cell, not resized with it). */
export function drawingXml(anchor: PictureAnchor): string {
  const cx = Math.round(anchor.widthPx * EMU_PER_PX);
  const cy = Math.round(anchor.heightPx * EMU_PER_PX);
  return `${XML_HEAD}<xdr:wsDr xmlns:xdr="${DRAWING_NS}" xmlns:a="${DRAWINGML_NS}">`
    + '<xdr:oneCellAnchor>'
    + `<xdr:from><xdr:col>${anchor.column}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${anchor.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>`
    + `<xdr:ext cx="${cx}" cy="${cy}"/>`
    + `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Picture 1" descr="${escapeXml(anchor.description)}"/>`
    + '<xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>'
    + `<xdr:blipFill><a:blip xmlns:r="${REL_NS}" r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>`
    + `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr>`
    + '</xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>';
}
