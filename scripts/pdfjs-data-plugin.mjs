/**
 * pdf.js's data files as files of our own build (issue 24, the PDF preview): the Adobe CMaps
 * (`cmaps/*.bcmap`), without which a Chinese PDF whose CID font has no embedded CMap draws
 * blank and has no text, and the standard fonts (`standard_fonts/`), for the 14 fonts a PDF may
 * name without embedding. `import { cMapUrl, standardFontDataUrl } from 'virtual:pdfjs-data'`
 * gives their folders' URLs (with the trailing slash pdf.js wants), so nothing comes from a CDN.
 * Each file keeps its name (pdf.js asks for `<cMapUrl><name>.bcmap`) in a folder named after
 * pdf.js's version, which changes when the files do, so the server may cache them for good.
 * One plugin for the portal (Vite, `folder` 'assets') and the elements (Rollup, 'chunks').
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const VIRTUAL = 'virtual:pdfjs-data';
const RESOLVED = `\0${VIRTUAL}`;
/** The folders of pdfjs-dist served, and the files of each pdf.js reads. */
const KINDS = { cmaps: /\.bcmap$/, standard_fonts: /\.(?:pfb|ttf)$/ };
/** What each folder's URL is exported as. */
const EXPORTS = { cmaps: 'cMapUrl', standard_fonts: 'standardFontDataUrl' };

const require = createRequire(import.meta.url);
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = require('pdfjs-dist/package.json');

/** Where the files are in the build: `<folder>/pdfjs-<version>/<kind>/<name>`. */
export const pdfjsDataFolder = (folder) => `${folder}/pdfjs-${version}`;

/**
 * @param {{ folder: string }} options the build's folder for assets ('assets' in the portal, 'chunks' in the element bundle)
 */
export function pdfjsData({ folder }) {
  let serve = false;
  return {
    name: 'pdfjs-data',
    // Vite's dev server emits no files: it serves node_modules' own through /@fs/.
    configResolved(config) { serve = config.command === 'serve'; },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const lines = [];
      for (const [kind, wanted] of Object.entries(KINDS)) {
        const source = join(PDFJS_ROOT, kind);
        const names = readdirSync(source).filter((name) => wanted.test(name)).sort();
        if (serve) {
          lines.push(`export const ${EXPORTS[kind]} = ${JSON.stringify(`/@fs/${source.replace(/\\/g, '/').replace(/^\//, '')}/`)};`);
          continue;
        }
        const refs = await Promise.all(names.map(async (name) => this.emitFile({
          type: 'asset', fileName: `${pdfjsDataFolder(folder)}/${kind}/${name}`, source: await readFile(join(source, name)),
        })));
        // The folder of the first file, resolved against the page or the module (Vite may answer a path, Rollup a URL).
        lines.push(`export const ${EXPORTS[kind]} = new URL('./', new URL(import.meta.ROLLUP_FILE_URL_${refs[0]}, import.meta.url)).href;`);
      }
      return lines.join('\n');
    },
  };
}
