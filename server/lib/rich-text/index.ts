/** Rich text as the server keeps it: one allowlist for every module that stores or answers HTML. */
export * from './sanitize.ts';
