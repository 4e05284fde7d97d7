/** Client-side field rules with localised messages (portal-shell §5). */
export * from './rules.ts';
export * from './admin-rules.ts';
export * from './schema-rules.ts';
