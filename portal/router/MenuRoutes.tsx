import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH, menuRoutes } from '../../shared/navigation/index.ts';
import type { MenuMeta, UserPermissions } from '../../shared/schemas/permission.ts';
import { BasicLayout } from '../layout/BasicLayout.tsx';
import { HomePage } from '../home/HomePage.tsx';
import { LoadingPage } from '../pages/LoadingPage.tsx';
import { lazyNamed } from './lazy-named.ts';
import { pageFor, preloadPages } from './page-registry.ts';

/** The standalone subscription page (portal-shell §2.1 `/subscribe`), fetched at its first visit. */
const SubscribePage = lazyNamed(() => import('../subscriptions/SubscribePage.tsx'), 'SubscribePage');
/** Its path; a menu entry of the same path wins. */
const SUBSCRIBE_PATH = '/subscribe';

// Descendant routes match the rest of the URL, so their paths are written relative.
const relative = (path: string) => path.replace(/^\/+/, '');

/** The registered screen of a menu page (page-registry.ts), with a spinner while it loads. */
function RoutePage({ meta }: { meta: MenuMeta }) {
  const Page = pageFor(meta.componentName);
  return (
    <Suspense fallback={<LoadingPage />}>
      <Page meta={meta} />
    </Suspense>
  );
}

/**
 * The signed-in routes, built from the user's menu (portal-shell §2.2): every menu page in
 * the main layout, parents redirecting to their first page, `/` to home, the rest to /404.
 */
export function MenuRoutes({ permissions }: { permissions: UserPermissions }) {
  useLocale();
  const routes = useMemo(() => menuRoutes(permissions.menu), [permissions.menu]);
  const hasHome = routes.some((route) => route.path === HOME_PATH);
  // The user's screens are fetched ahead, so a visit does not wait for its code.
  useEffect(() => preloadPages(routes.map((route) => route.meta.componentName)), [routes]);
  return (
    <Routes>
      <Route element={<BasicLayout menu={permissions.menu} />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {hasHome ? null : <Route path={relative(HOME_PATH)} element={<HomePage />} />}
        {routes.some((route) => route.path === SUBSCRIBE_PATH) ? null : (
          <Route path={relative(SUBSCRIBE_PATH)} element={<Suspense fallback={<LoadingPage />}><SubscribePage /></Suspense>} />
        )}
        {routes.map((route) => (
          <Route
            key={route.path}
            path={relative(route.path)}
            element={route.redirect ? <Navigate to={route.redirect} replace /> : route.path === HOME_PATH ? <HomePage meta={route.meta} /> : <RoutePage meta={route.meta} />}
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
