import { COMMON_ATTRIBUTES, COMMON_CSS_PROPERTIES, type AttributeDoc, type ElementDefinition, type NamedDoc } from '../define/element-definition.ts';

/** The Custom Elements Manifest schema version written. */
export const MANIFEST_SCHEMA_VERSION = '2.1.0';

const TS_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;

const named = (docs: readonly NamedDoc[] | undefined) =>
  (docs ?? []).map(({ name, description, default: value }) => ({ name, description, ...(value === undefined ? {} : { default: value }) }));

function attribute(doc: AttributeDoc) {
  return { name: doc.name, fieldName: doc.property, type: { text: TS_TYPES[doc.type] }, description: doc.description, ...(doc.default === undefined ? {} : { default: doc.default }) };
}

function field(doc: AttributeDoc) {
  return { kind: 'field', name: doc.property, attribute: doc.name, type: { text: `${TS_TYPES[doc.type]} | undefined` }, description: doc.description };
}

/** One module of the manifest: the element's own entry file `dkp-<name>.js`. */
function elementModule(definition: ElementDefinition<never>) {
  const path = `${definition.tag}.js`;
  const attributes: readonly AttributeDoc[] = [...COMMON_ATTRIBUTES, ...definition.attributes];
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        customElement: true,
        name: definition.className,
        tagName: definition.tag,
        summary: definition.summary,
        description: definition.description ?? '',
        superclass: { name: 'HTMLElement' },
        attributes: attributes.map(attribute),
        members: attributes.map(field),
        events: (definition.events ?? []).map(({ name, description }) => ({ name, type: { text: `DkpEvent<'${name}'>` }, description })),
        slots: named(definition.slots),
        cssParts: named(definition.cssParts),
        cssProperties: named([...COMMON_CSS_PROPERTIES, ...(definition.cssProperties ?? [])]),
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: definition.tag, declaration: { name: definition.className, module: path } }],
  };
}

/**
 * `custom-elements.json` for the element bundle, built from the element definitions (the
 * analyzer cannot read r2wc's React elements). Every element gets the common attributes and
 * custom properties the machinery gives it.
 */
export function buildManifest(definitions: readonly ElementDefinition<never>[]) {
  return {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    modules: [
      ...definitions.map(elementModule),
      {
        kind: 'javascript-module',
        path: 'dkp-elements.js',
        declarations: [],
        exports: definitions.map((d) => ({ kind: 'custom-element-definition', name: d.tag, declaration: { name: d.className, module: `${d.tag}.js` } })),
      },
    ],
  };
}
