/** List paging shared by every table (portal-shell §9). */
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, jumpTarget, pageCount, pageItems, pageRange, type PageItem, type Paging } from './paging.ts';
