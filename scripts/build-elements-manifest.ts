/**
 * Writes dist/elements/custom-elements.json from the element definitions; run by
 * `npm run build:elements` after Rollup.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ELEMENT_DEFINITIONS } from '../elements/definitions.ts';
import { buildManifest } from '../elements/manifest/custom-elements-manifest.ts';

mkdirSync('dist/elements', { recursive: true });
writeFileSync('dist/elements/custom-elements.json', `${JSON.stringify(buildManifest(ELEMENT_DEFINITIONS), null, 2)}\n`);
console.log(`dist/elements/custom-elements.json: ${ELEMENT_DEFINITIONS.map((d) => d.tag).join(', ')}`);
