import { Type } from 'typebox';
import { PAGE_NO_MAX } from '../list/paging.ts';

/**
 * `pageNo` of every paged list call: 1-based, at most PAGE_NO_MAX, so that a huge page number
 * is a 400 rather than a row offset that overflows SQL (a 500).
 */
export const PageNoSchema = Type.Integer({ minimum: 1, maximum: PAGE_NO_MAX, default: 1 });
