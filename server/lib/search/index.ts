/** Full-text search helpers shared by the modules that index text. */
export * from './words.ts';
