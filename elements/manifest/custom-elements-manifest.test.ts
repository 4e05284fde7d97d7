import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COMMON_ATTRIBUTES } from '../define/element-definition.ts';
import { ELEMENT_DEFINITIONS } from '../definitions.ts';
import { buildManifest, MANIFEST_SCHEMA_VERSION } from './custom-elements-manifest.ts';

const elementsDir = new URL('..', import.meta.url);
/** Element folders: the ones with a register.ts (each is also a Rollup entry `dkp-<folder>.js`). */
const registeredFolders = readdirSync(elementsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/register.ts`, elementsDir)))
  .map((d) => d.name);

type Declaration = { tagName: string; attributes: { name: string }[]; events: { name: string }[]; cssProperties: { name: string }[]; cssParts: { name: string }[] };

describe('custom-elements.json', () => {
  const manifest = buildManifest(ELEMENT_DEFINITIONS);
  const declarations = manifest.modules.flatMap((m) => m.declarations as Declaration[]);

  it('index.ts registers every element folder, and each has a definition with the tag dkp-<folder>', () => {
    const index = readFileSync(new URL('index.ts', elementsDir), 'utf8');
    assert.ok(registeredFolders.length >= 2);
    for (const folder of registeredFolders) {
      assert.match(index, new RegExp(`import '\\./${folder}/register\\.ts';`), `index.ts imports ${folder}/register.ts`);
      assert.ok(ELEMENT_DEFINITIONS.some((d) => d.tag === `dkp-${folder}`), `definitions.ts lists dkp-${folder}`);
    }
    assert.equal(ELEMENT_DEFINITIONS.length, registeredFolders.length, 'no definition without a registered element');
  });

  it('lists every registered element with the common and its own attributes, events, parts and the theme property', () => {
    assert.equal(manifest.schemaVersion, MANIFEST_SCHEMA_VERSION);
    assert.match(manifest.schemaVersion, /^2\./);
    for (const definition of ELEMENT_DEFINITIONS) {
      const declaration = declarations.find((d) => d.tagName === definition.tag);
      assert.ok(declaration, definition.tag);
      const attributes = declaration.attributes.map((a) => a.name);
      assert.deepEqual(attributes, [...COMMON_ATTRIBUTES.map((a) => a.name), ...definition.attributes.map((a) => a.name)]);
      assert.deepEqual(declaration.events.map((e) => e.name), (definition.events ?? []).map((e) => e.name));
      assert.deepEqual(declaration.cssParts.map((p) => p.name), (definition.cssParts ?? []).map((p) => p.name));
      assert.ok(declaration.cssProperties.some((p) => p.name === '--dkp-color-primary'));
    }
    const watermark = declarations.find((d) => d.tagName === 'dkp-watermark')!;
    assert.deepEqual(watermark.attributes.map((a) => a.name), ['api-base', 'locale', 'token', 'text', 'username', 'ip', 'tile', 'font', 'opacity']);
    const bell = declarations.find((d) => d.tagName === 'dkp-notice-bell')!;
    assert.deepEqual(bell.attributes.map((a) => a.name), ['api-base', 'locale', 'token', 'placement', 'detail-width', 'recent-days'], 'the §2.6 variants');
    const favourites = declarations.find((d) => d.tagName === 'dkp-favourites')!;
    assert.deepEqual(favourites.attributes.map((a) => a.name), ['api-base', 'locale', 'token', 'compact']);
    assert.deepEqual(favourites.events.map((e) => e.name), ['dkp-favourite-open'], 'it tells the page, and does not navigate');
  });

  it('exports each element from its own entry and all of them from dkp-elements.js', () => {
    const all = manifest.modules.find((m) => m.path === 'dkp-elements.js')!;
    assert.deepEqual(all.exports.map((e) => e.name).sort(), ELEMENT_DEFINITIONS.map((d) => d.tag).sort());
    for (const { tag } of ELEMENT_DEFINITIONS) {
      const own = manifest.modules.find((m) => m.path === `${tag}.js`)!;
      assert.deepEqual(own.exports.map((e) => [e.kind, e.name]), [['custom-element-definition', tag]]);
    }
  });
});
