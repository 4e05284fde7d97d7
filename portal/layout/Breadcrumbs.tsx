import { msg } from '@lit/localize';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import type { Breadcrumb } from '../../shared/layout/index.ts';
import './breadcrumbs.css';

/**
 * Breadcrumbs of the current page (portal-shell §2.4 "Breadcrumbs built from the matched
 * routes, starting from the home page"), titled in the current language.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  const locale = useLocale();
  return (
    <nav className="breadcrumbs" aria-label={msg('面包屑')} data-testid="breadcrumbs">
      {crumbs.map((crumb, index) => {
        const title = crumb.title.title ? menuTitle(crumb.title, locale) : msg('首页');
        return (
          <Fragment key={crumb.id}>
            {index ? <span className="breadcrumbs-separator" aria-hidden="true">/</span> : null}
            {crumb.path ? (
              <Link to={crumb.path}>{title}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{title}</span>
            )}
          </Fragment>
        );
      })}
    </nav>
  );
}
