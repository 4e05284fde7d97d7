/**
 * pdf.js's data folders in our build (scripts/pdfjs-data-plugin.mjs; in component tests,
 * web-test-runner.config.mjs serves node_modules' own): each URL ends with a slash.
 */
declare module 'virtual:pdfjs-data' {
  /** The Adobe CMaps (`*.bcmap`, packed). */
  export const cMapUrl: string;
  /** The standard fonts (`*.pfb`, `*.ttf`). */
  export const standardFontDataUrl: string;
}
