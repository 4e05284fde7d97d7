import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import type { ReactNode } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { dataProviderFor, type DataProvider, type Resource } from '../../shared/kit/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { PageView } from '../pages/MenuPage.tsx';
import { ResourceTree } from './ResourceTree.tsx';
import type { TreeConfig, TreeForm } from './tree-config.ts';
import { useResourcePermissions } from './use-resource-permissions.ts';
import './kit.css';

export type { TreeConfig, TreeForm, TreeFormTarget } from './tree-config.ts';

/** A kit tree page: the tree resource, its table and form, and the page's own parts. */
export interface ResourceTreePageProps<X extends Resource> {
  meta: MenuMeta;
  /** A resource with `tree` in its definition: its tree calls are how the page reads it. */
  resource: X;
  /** The resource's data provider (default: `dataProviderFor(resource)`), e.g. one whose edit also saves a relation. */
  provider?: DataProvider<X>;
  tree: TreeConfig<X>;
  /** The add/edit form; without one the tree is read-only. */
  form?: TreeForm<X>;
  /** The prefix of the page's test ids (default: the resource's name). */
  testId?: string;
  /** More toolbar buttons of the page. */
  toolbar?: ReactNode;
  /** The page's own parts (a drawer its row actions open), after the tree. */
  children?: ReactNode;
}

/**
 * The page of a back-office tree resource (widgets-admin §3, §4: departments, menus,
 * categories) on the kit's tree contract: the tree loaded a level at a time, searched by its
 * title, add a root or a child, edit, delete one or the checked ones, from the definition and
 * the page's form. Without the list permission it says so and asks for nothing.
 */
export function ResourceTreePage<X extends Resource>(props: ResourceTreePageProps<X>) {
  const locale = useLocale();
  const { meta, resource, testId = resource.name } = props;
  const permissions = useResourcePermissions(resource);
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? (
        <>
          <ResourceTree resource={resource} provider={props.provider ?? dataProviderFor(resource)} tree={props.tree} form={props.form}
            testId={testId} permissions={permissions} toolbar={props.toolbar} />
          {props.children}
        </>
      ) : (
        <SlAlert variant="warning" open data-testid={`${testId}-forbidden`}>{msg('抱歉，您无权查看此页面。')}</SlAlert>
      )}
    </PageView>
  );
}
