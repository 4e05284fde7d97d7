import type { Plugin } from 'vite';

/** Where pdf.js's data files are in the build: `<folder>/pdfjs-<version>`. */
export function pdfjsDataFolder(folder: string): string;
/** Emits pdf.js's CMaps and standard fonts into the build and answers `virtual:pdfjs-data` (scripts/pdfjs-data-plugin.mjs). */
export function pdfjsData(options: { folder: string }): Plugin;
