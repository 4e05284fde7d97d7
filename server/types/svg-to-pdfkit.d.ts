/** svg-to-pdfkit 0.1 ships no types: the one function it exports, as the exports use it. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    precision?: number;
    /** The name of a font registered on the document, for an SVG text's family, weight and style. */
    fontCallback?: (family: string, bold: boolean, italic: boolean, options: { fauxBold?: boolean; fauxItalic?: boolean }) => string;
    warningCallback?: (message: string) => void;
  }
  /** Draws `svg` (XML text) on `doc` at (x, y). */
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
