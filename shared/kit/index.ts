/** The back-office kit's contract (architecture §4a): resource definitions, fields and query rules. */
export * from './field.ts';
export * from './input-facts.ts';
export * from './date-range.ts';
export * from './query-rules.ts';
export * from './resource.ts';
export * from './data-rule.ts';
export * from './action.ts';
/** Its client: the data provider, keyed stores and mutations. */
export * from './list-params.ts';
export * from './data-provider.ts';
export * from './list-store.ts';
export * from './resource-mutators.ts';
export * from './resource-keys.ts';
export * from './dict-items.ts';
export * from './file-upload.ts';

