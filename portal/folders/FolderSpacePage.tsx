import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { ArticleDetail } from '../content/ArticleDetail.tsx';
import { useMobile } from '../layout/use-mobile.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { FolderContents } from './FolderContents.tsx';
import { FolderNameDialog, type NameRequest } from './FolderNameDialog.tsx';
import { FolderTree, findNode } from './FolderTree.tsx';
import { folderApi, type FolderNode } from './folder-api.ts';
import './folders.css';

/**
 * 知识库 `/knowledge` and 公共资源 `/resources` (issue 24): the folders the reader may view on the
 * left (on a phone, in a drawer a button opens), the chosen folder's articles and files on the
 * right (`?folder=`), an article opened on the same page with its board (`?id=`). Who manages
 * every folder adds top-level ones; who manages a folder, the rest (FolderManageBar).
 */
export function FolderSpacePage({ meta, space }: MenuPageProps & { space: 'knowledge' | 'resources' }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [tree, setTree] = useState<FolderNode[] | { error: string } | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const mobile = useMobile();
  const managesAll = usePermission(PERMISSION_CODES.folderManage);
  const title = menuTitle(meta, locale);
  const nodes = tree && !('error' in tree) ? tree : [];
  const chosen = findNode(nodes, params.get('folder')) ?? nodes[0] ?? null;
  const articleId = params.get('id');

  const choose = useCallback((id: string | null) => {
    setDrawer(false);
    setParams(id ? { folder: id } : {});
  }, [setParams]);
  const load = useCallback(() => folderApi.tree(space).then(setTree, (error: unknown) => setTree({ error: failureText(error) })), [space]);
  useEffect(() => { void load(); }, [load]);
  const treeChanged = (id?: string | null) => void load().then(() => id !== undefined && choose(id));

  if (articleId) {
    return <PageView title={title}><ArticleDetail id={articleId} back={chosen ? `${pathname}?folder=${encodeURIComponent(chosen.id)}` : pathname} /></PageView>;
  }
  const folderTree = <FolderTree nodes={nodes} chosen={chosen?.id ?? null} onChoose={(node) => choose(node.id)} />;
  const addRoot = () => setNaming({ label: msg('新建文件夹'), initial: '', save: async (name) => treeChanged((await folderApi.add({ name, space })).id) });
  return (
    <PageView title={title} actions={managesAll ? <SlButton size="small" variant="primary" data-testid="folder-add-root" onClick={addRoot}>{msg('新建文件夹')}</SlButton> : undefined}>
      <div className="folder-space" data-testid="folder-space">
        {mobile ? (
          <SlButton className="folder-drawer-button" data-testid="folder-drawer-button" onClick={() => setDrawer(true)}>
            {chosen ? chosen.name : msg('文件夹')}
          </SlButton>
        ) : <aside className="folder-aside" data-testid="folder-aside">{folderTree}</aside>}
        {mobile ? <SlDrawer label={msg('文件夹')} placement="start" open={drawer} data-testid="folder-drawer" onSlAfterHide={(event) => event.target === event.currentTarget && setDrawer(false)}>{folderTree}</SlDrawer> : null}
        <div className="folder-main">
          {tree === null ? <div className="article-loading" aria-busy="true" /> : null}
          {tree && 'error' in tree ? <p role="alert">{tree.error}</p> : null}
          {tree && !('error' in tree) && !chosen ? <EmptyState title={msg('暂无可查看的文件夹')} testId="folder-none" /> : null}
          {chosen ? (
            <FolderContents key={chosen.id} folder={chosen} space={space} onTreeChanged={treeChanged}
              articleHref={(id) => `${pathname}?folder=${encodeURIComponent(chosen.id)}&id=${encodeURIComponent(id)}`} />
          ) : null}
        </div>
      </div>
      <FolderNameDialog request={naming} onDone={() => setNaming(null)} />
    </PageView>
  );
}

/** 知识库 `/knowledge`. */
export const KnowledgePage = (props: MenuPageProps) => <FolderSpacePage {...props} space="knowledge" />;
/** 公共资源 `/resources`. */
export const ResourcesPage = (props: MenuPageProps) => <FolderSpacePage {...props} space="resources" />;
