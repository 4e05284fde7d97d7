import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** An article of the content engine (migration 0035; shared/resources/article.ts). */
export interface ArticlesTable {
  id: Generated<string>;
  tenant_id: number;
  channel: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  /** Sanitised HTML. */
  body: ColumnType<string, string | undefined, string>;
  cover: ColumnType<string, string | undefined, string>;
  /** `[{ name, url }]`. */
  attachments: ColumnType<{ name: string; url: string; size?: number }[], string | undefined, string>;
  tags: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  /** '0' draft, '1' released, '2' revoked. */
  status: ColumnType<string, string | undefined, string>;
  release_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  pinned: ColumnType<boolean, boolean | undefined, boolean>;
  author: ColumnType<string, string | undefined, string>;
  created_by: string;
  view_count: ColumnType<number, number | undefined, number>;
  /** 'tenant' or 'chosen' (the departments and roles of `article_departments` and `article_roles`). */
  visibility: ColumnType<string, string | undefined, string>;
  /** The words of the title, and of the summary, body and tags, as server/lib/search splits them (migration 0036). */
  search_title: ColumnType<string, string | undefined, string>;
  search_body: ColumnType<string, string | undefined, string>;
  /** The character pairs of the title and of the rest (migration 0042, server/lib/search `searchGrams`). */
  search_title_grams: ColumnType<string, string | undefined, string>;
  search_body_grams: ColumnType<string, string | undefined, string>;
  /** The folder of a knowledge article (migration 0039), whose grants decide who reads it; null for the other channels. */
  folder_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A comment of a message board, or a reply (`parent_id`) to one (migration 0037). */
export interface CommentsTable {
  id: Generated<string>;
  tenant_id: number;
  page_key: string;
  parent_id: string | null;
  content: string;
  author_id: string;
  author_name: string;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
