import { ARTICLE_VISIBILITY, articleResource } from '../../../shared/resources/article.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text/index.ts';
import { plainText, searchColumns } from '../../lib/search/index.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { relationTargets } from '../../kit/relations.ts';
import { authorName, countView, isKnowledgeFolder, readerSees } from './article-repository.ts';
import { checkedAttachments, storedPathsOf } from './article-attachments.ts';

/**
 * Where articles live (issue 24): one table for every channel, owned by tenant column, the
 * chosen departments and roles in link tables. Everyone signed in reads through the kit's
 * `list` and `queryById` what `readerSees` lets them; holders of `cms:article:edit` see all.
 * The body is sanitised on the way in and again on the way out (one allowlist,
 * server/lib/rich-text); attachments naming our stored files only those the author may download.
 */
export function articleTable(ctx: AppContext) {
  return bindTable({
    resource: articleResource,
    table: 'articles',
    columns: {
      id: 'id', channel: 'channel', title: 'title', summary: 'summary', body: 'body', cover: 'cover', attachments: 'attachments',
      tags: 'tags', category: 'category', status: 'status', releaseTime: 'release_time', pinned: 'pinned', author: 'author',
      createBy: 'created_by', viewCount: 'view_count', visibility: 'visibility', folderId: 'folder_id', createTime: 'created_at', updateTime: 'updated_at',
    },
    tenant: 'column',
    relations: {
      departIds: { link: 'article_departments', from: 'article_id', to: 'depart_id', target: 'departments' },
      roleIds: { link: 'article_roles', from: 'article_id', to: 'role_id', target: 'roles' },
    },
    readers: {
      manage: PERMISSION_CODES.articleEdit,
      sees: readerSees,
      opened: (db, id, scope) => countView(db, id, scope.userId, ctx.now()),
    },

    async toRow(input, scope, mode, tx, id) {
      const chosen = [input.departIds, input.roleIds].some((ids) => (relationTargets(ids, '') ?? []).length > 0);
      if (input.visibility === ARTICLE_VISIBILITY.chosen && !chosen) throw badRequest('articleAudienceMissing');
      const folderId = input.folderId.trim() || null;
      // Only a knowledge article has a folder, and only one of its tenant's knowledge tree.
      if (folderId && (input.channel !== 'knowledge' || !(await isKnowledgeFolder(tx, scope.tenantId, folderId)))) throw badRequest('articleFolderInvalid');
      const now = ctx.now();
      const [title, body] = [input.title.trim(), sanitizeRichText(input.body)];
      // Only files the author may download, so that its readers may have them (./article-attachments.ts).
      const attachments = await checkedAttachments(ctx, tx, scope, input.attachments, await storedPathsOf(tx, scope.tenantId, id, ctx.config.apiBase));
      return {
        channel: input.channel, title, summary: input.summary, body, cover: input.cover,
        // What search reads (server/lib/search): the title's words above the rest's.
        ...searchColumns(title, `${input.summary} ${plainText(body)} ${input.tags}`),
        attachments: JSON.stringify(attachments), tags: input.tags, category: input.category, visibility: input.visibility, folder_id: folderId, updated_at: now,
        ...(mode === 'add' ? { created_by: scope.userId, author: await authorName(tx, scope.userId), created_at: now } : {}),
      };
    },

    async decorate(_db, records) {
      for (const record of records) record.body = sanitizeRichText(String(record.body));
    },
  });
}
