/** The back-office kit's contract (architecture §4a): resource definitions, fields and query rules. */
export * from './field.ts';
export * from './query-rules.ts';
export * from './resource.ts';
export * from './data-rule.ts';
