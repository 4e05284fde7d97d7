import { msg, str } from '@lit/localize';
import { fetchRoleOptions } from '../../shared/admin/index.ts';
import { callAction, createResourceMutation, type KitAction, type RecordOf } from '../../shared/kit/index.ts';
import {
  ARTICLE_STATUSES, ARTICLE_VISIBILITY, articleResource, releaseArticleAction, revokeArticleAction, topArticleAction, untopArticleAction,
} from '../../shared/resources/article.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig, RowAction } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { loadDepartChoices } from './user-form.ts';

type Articles = typeof articleResource;
type Article = RecordOf<Articles>;

/** A row link running one of the articles' kit actions; every view of the list reads again after it. */
const actionLink = (action: KitAction, label: () => string, done: () => string, visible: (a: Article) => boolean, confirm?: (a: Article) => string): RowAction<Articles> => {
  const mutation = createResourceMutation(articleResource, (id: string) => callAction(action, { id }));
  return { key: action.name, label, permission: action.permission, visible, confirm, run: (a) => mutation.run(a.id), done };
};
const released = (a: Article) => a.status === ARTICLE_STATUSES.released;

const LIST: ListConfig<Articles> = {
  columns: [{ key: 'title' }, { key: 'channel' }, { key: 'category' }, { key: 'status' }, { key: 'pinned' }, { key: 'author' }, { key: 'viewCount' }, { key: 'releaseTime' }],
  deleteQuestion: (a) => msg(str`确定删除文章「${a.title}」吗？删除后不可恢复。`),
  rowActions: [
    actionLink(releaseArticleAction, () => msg('发布'), () => msg('发布成功'), (a) => !released(a), (a) => msg(str`确定发布文章「${a.title}」吗？`)),
    actionLink(revokeArticleAction, () => msg('撤回'), () => msg('撤回成功'), released, (a) => msg(str`确定撤回文章「${a.title}」吗？撤回后读者将看不到它。`)),
    actionLink(topArticleAction, () => msg('设为置顶'), () => msg('置顶成功'), (a) => !a.pinned),
    actionLink(untopArticleAction, () => msg('取消置顶'), () => msg('已取消置顶'), (a) => a.pinned),
  ],
};

const chosen = (values: Record<string, unknown>) => values.visibility === ARTICLE_VISIBILITY.chosen;
const loadRoles = async () => (await fetchRoleOptions()).map((role) => ({ value: role.id, label: role.roleName }));

const FORM: FormConfig<Articles> = {
  titles: { add: () => msg('新增文章'), edit: () => msg('编辑文章') },
  width: 720,
  fields: [
    'title', { key: 'channel', row: 'kind' }, { key: 'category', row: 'kind' }, { key: 'summary', widget: 'textarea' },
    'body',
    // Files through the upload popup: the definition's `format: 'attachments'` chooses the widget.
    'attachments',
    'cover', 'tags', { key: 'visibility', widget: 'radio', clears: ['departIds', 'roleIds'] },
    { key: 'departIds', widget: 'select', multiple: true, loadChoices: loadDepartChoices, visible: chosen },
    { key: 'roleIds', widget: 'select', multiple: true, loadChoices: loadRoles, visible: chosen },
    // A knowledge article's folder, whose grants decide who reads it (知识库): the definition's `format: 'folder'` chooses the
    // folder tree's select; only a knowledge article has one, so the field shows for that channel alone.
    { key: 'folderId', visible: (values) => values.channel === 'knowledge' },
  ],
};

/** Articles of every channel (issue 24, `/cms/article/*`) on the kit: write, release, revoke, pin, delete, export. */
export function ArticleListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={articleResource} list={LIST} form={FORM} />;
}
