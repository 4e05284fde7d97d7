import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { dataProviderFor, type Resource } from '../../shared/kit/index.ts';
import { PageView } from '../pages/MenuPage.tsx';
import type { ResourceListPageProps } from './list-page-props.ts';
import { PinnedList } from './PinnedList.tsx';
import { useResourcePermissions } from './use-resource-permissions.ts';
import './kit.css';

export type { ListTab, ResourceListPageProps } from './list-page-props.ts';

/**
 * The list page of a back-office resource (architecture §4a; widgets-admin §2, §5, §9): a
 * query bar from the fields with `filter`, a toolbar (新增, 批量删除, 导入, 导出, each with
 * its permission), the table with sort, selection and row actions, the pager (10/20/30,
 * jumper, 共 N 条) and the add/edit dialog. A page may fix filters (tabs over the list, a
 * parent chosen in a panel beside it: `pinned`), head the list, and add its own parts (a drawer
 * a row action opens) as children. Without the list permission it says so and asks for nothing.
 */
export function ResourceListPage<X extends Resource>(props: ResourceListPageProps<X>) {
  const locale = useLocale();
  const { meta, resource, testId = resource.name } = props;
  const permissions = useResourcePermissions(resource);
  const provider = props.provider ?? dataProviderFor(resource);

  const main = (
    <>
      {props.heading}
      {props.pinned === null ? props.pending : <PinnedList {...props} provider={provider} testId={testId} permissions={permissions} />}
    </>
  );
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? (
        props.aside ? (
          <div className="kit-with-aside">
            <div className="kit-with-aside-grid">
              <aside className="kit-aside" data-testid={`${testId}-aside`}>{props.aside}</aside>
              <div className="kit-main">{main}</div>
            </div>
          </div>
        ) : main
      ) : (
        <SlAlert variant="warning" open data-testid={`${testId}-forbidden`}>{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
      {permissions.list ? props.children : null}
    </PageView>
  );
}
