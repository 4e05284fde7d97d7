/**
 * Registers every DKP custom element (architecture §3 "An `index.ts` registers all"); a page
 * that wants one element alone imports that element's `register.ts`.
 */
import './watermark/register.ts';
