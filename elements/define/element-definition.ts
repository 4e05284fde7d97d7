import type { DkpEventName } from './events.ts';

/** How an attribute's text becomes a property (r2wc's converters). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** One attribute and the property (the React prop) it sets. */
export interface AttributeDoc<Prop extends string = string> {
  /** The attribute, kebab-case (`api-base`). */
  name: string;
  /** The property and React prop, camelCase (`apiBase`). */
  property: Prop;
  type: AttributeType;
  description: string;
  /** The default, as the manifest shows it. */
  default?: string;
}

/** A documented name: slot, CSS part or custom property. */
export interface NamedDoc {
  name: string;
  description: string;
  default?: string;
}

/**
 * Everything public about one element: the single source of its registration (attributes
 * become r2wc props) and of `custom-elements.json`. It imports no component, so the manifest
 * script reads it in Node. The attributes every element takes (`COMMON_ATTRIBUTES`) are added
 * by the machinery and are not listed here.
 */
export interface ElementDefinition<Props = Record<string, unknown>> {
  tag: `dkp-${string}`;
  /** The element's class name in the manifest (`DkpWatermark`). */
  className: string;
  summary: string;
  description?: string;
  attributes: readonly AttributeDoc<Extract<keyof Props, string>>[];
  events?: readonly { name: DkpEventName; description: string }[];
  slots?: readonly NamedDoc[];
  cssParts?: readonly NamedDoc[];
  cssProperties?: readonly NamedDoc[];
}

/** The page-level settings every element takes (docs/elements.md). */
export const COMMON_ATTRIBUTES = [
  {
    name: 'api-base',
    property: 'apiBase',
    type: 'string',
    description: "The DKP API, e.g. `https://dkp.example.com/api`. Its origin is the portal's: sign-in popups, icons and the handoff check go there.",
    default: '/api',
  },
  { name: 'locale', property: 'locale', type: 'string', description: 'Interface language: `cn` (default), `en` or `tc`. Shared by all elements of the page.' },
  { name: 'token', property: 'token', type: 'string', description: 'A DKP token the page already has; it becomes the session shared by all elements of the page.' },
] as const satisfies readonly AttributeDoc[];

/** Names of {@link COMMON_ATTRIBUTES}. */
export type CommonAttributeName = (typeof COMMON_ATTRIBUTES)[number]['name'];

/** The custom properties every element reads. */
export const COMMON_CSS_PROPERTIES: readonly NamedDoc[] = [
  { name: '--dkp-color-primary', description: "Theme colour; Shoelace's primary palette inside the element is derived from it.", default: '#1d3a6e' },
];
