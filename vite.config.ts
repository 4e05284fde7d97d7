import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsData } from './scripts/pdfjs-data-plugin.mjs';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** The portal (architecture §2): built into dist/portal, served by the server at `/`. */
export default defineConfig({
  root: 'portal',
  base: '/',
  envDir: repoRoot,
  // pdf.js's CMaps and standard fonts, files of our build (elements/file-preview/pdf-engine.ts).
  plugins: [react(), pdfjsData({ folder: 'assets' })],
  build: {
    outDir: fileURLToPath(new URL('./dist/portal', import.meta.url)),
    emptyOutDir: true,
    // No public source maps: the server would hand the whole source to anyone (see docs/decisions.md).
    sourcemap: false,
    // The portal, and the report viewer page that trusted tickets open (server/modules/reports/viewer-page.ts).
    rollupOptions: {
      // TypeBox's builders (`Type.Object(…)`) only make schema objects, and its modules set
      // nothing up when imported: so a schema the page never reads is dropped, and a module that
      // imports a constant beside its schemas no longer pulls TypeBox (some 40 KB) into the
      // sign-in page's chunks (docs/decisions.md "Sign-in page budget").
      treeshake: { manualPureFunctions: ['Type'], moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]typebox[\\/]/.test(id) },
      input: {
        index: fileURLToPath(new URL('./portal/index.html', import.meta.url)),
        reportViewer: fileURLToPath(new URL('./portal/report-viewer.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', ws: true },
    },
  },
});
