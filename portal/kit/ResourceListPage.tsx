import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import type { ReactNode } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { dataProviderFor, type DataProvider, type ListStore, type Resource } from '../../shared/kit/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { PageView } from '../pages/MenuPage.tsx';
import type { FormConfig } from './form-config.ts';
import type { AdvancedQuerySlotProps, ListConfig } from './list-config.ts';
import { ResourceList } from './ResourceList.tsx';
import { useResourcePermissions } from './use-resource-permissions.ts';
import './kit.css';

/** A kit list page: the resource, its list and form configs, and the slots of other kit parts. */
export interface ResourceListPageProps<X extends Resource> {
  meta: MenuMeta;
  resource: X;
  /** The resource's data provider (default: `dataProviderFor(resource)`; a page passes the one its own list store uses). */
  provider?: DataProvider<X>;
  list: ListConfig<X>;
  /** The add/edit form; without one the list is read-only. */
  form?: FormConfig<X>;
  /** The prefix of the page's test ids (default: the resource's name). */
  testId?: string;
  /** The advanced query's control in the query bar (AdvancedQueryModal): it applies conditions and match type. */
  advancedQuery?: (props: AdvancedQuerySlotProps<X>) => ReactNode;
  /** What 导入 does (ImportModal); the button shows with the import permission and this handler. */
  onImport?: () => void;
  /** More toolbar buttons of the page. */
  toolbar?: ReactNode;
  /**
   * The list view, when the page made it (`createListStore(provider)`) to reach it from its own
   * parts: a tree beside the list that pins a filter, toolbar buttons acting on the selection.
   */
  store?: ListStore<X>;
  /** A panel beside the list (a tree filter); above it when the page is narrow (kit.css). */
  aside?: ReactNode;
}

/**
 * The list page of a back-office resource (architecture §4a; widgets-admin §2, §5, §9): a
 * query bar from the fields with `filter`, a toolbar (新增, 批量删除, 导入, 导出, each with
 * its permission), the table with sort, selection and row actions, the pager (10/20/30,
 * jumper, 共 N 条) and the add/edit dialog. Without the list permission it says so and asks
 * for nothing.
 */
export function ResourceListPage<X extends Resource>(props: ResourceListPageProps<X>) {
  const locale = useLocale();
  const { meta, resource, testId = resource.name } = props;
  const permissions = useResourcePermissions(resource);
  const provider = props.provider ?? dataProviderFor(resource);

  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? (
        props.aside ? (
          <div className="kit-with-aside">
            <div className="kit-with-aside-grid">
              <aside className="kit-aside" data-testid={`${testId}-aside`}>{props.aside}</aside>
              <ResourceList {...props} provider={provider} testId={testId} permissions={permissions} />
            </div>
          </div>
        ) : <ResourceList {...props} provider={provider} testId={testId} permissions={permissions} />
      ) : (
        <SlAlert variant="warning" open data-testid={`${testId}-forbidden`}>{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
    </PageView>
  );
}
