import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { LoginPage } from '../auth/LoginPage.tsx';
import { SCAN_LOGIN_PATH } from '../auth/LoginLayout.tsx';
import { RequireSignIn } from '../auth/RequireSignIn.tsx';
import { ALTERATION_PATH, REGISTER_PATH, REGISTER_RESULT_PATH } from '../account/account-paths.ts';
import { ERROR_PATHS } from '../errors/error-paths.ts';
import { RESET_PATH } from '../account/reset/reset-path.ts';
import { LoadingPage } from '../pages/LoadingPage.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { lazyNamed } from './lazy-named.ts';

// Only the sign-in page is in the first download; every other screen, and above all the
// signed-in portal behind RequireSession, is fetched when first shown.
const ScanConfirmPage = lazyNamed(() => import('../auth/ScanConfirmPage.tsx'), 'ScanConfirmPage');
const ScanLoginPage = lazyNamed(() => import('../auth/ScanLoginPage.tsx'), 'ScanLoginPage');
const AlterationPage = lazyNamed(() => import('../account/AlterationPage.tsx'), 'AlterationPage');
const RegisterPage = lazyNamed(() => import('../account/RegisterPage.tsx'), 'RegisterPage');
const RegisterResultPage = lazyNamed(() => import('../account/RegisterResultPage.tsx'), 'RegisterResultPage');
const ForbiddenPage = lazyNamed(() => import('../errors/ForbiddenPage.tsx'), 'ForbiddenPage');
const NotFoundPage = lazyNamed(() => import('../errors/NotFoundPage.tsx'), 'NotFoundPage');
const OverduePage = lazyNamed(() => import('../errors/OverduePage.tsx'), 'OverduePage');
const ServerErrorPage = lazyNamed(() => import('../errors/ServerErrorPage.tsx'), 'ServerErrorPage');
const ResetPage = lazyNamed(() => import('../account/reset/ResetPage.tsx'), 'ResetPage');
const RequireSession = lazyNamed(() => import('./RequireSession.tsx'), 'RequireSession');

/**
 * The static routes (portal-shell §2.1); everything else needs a session and is built from
 * the user's menu by `RequireSession`.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <Routes>
        <Route path="/user" element={<Navigate to={LOGIN_PATH} replace />} />
        <Route
          path={LOGIN_PATH}
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path={SCAN_LOGIN_PATH}
          element={
            <GuestOnly>
              <ScanLoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="/user/scan/:id"
          element={
            <RequireSignIn>
              <ScanConfirmPage />
            </RequireSignIn>
          }
        />
        <Route
          path={REGISTER_PATH}
          element={
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          }
        />
        <Route path={REGISTER_RESULT_PATH} element={<RegisterResultPage />} />
        <Route path={ALTERATION_PATH} element={<AlterationPage />} />
        <Route path={ERROR_PATHS.notFound} element={<NotFoundPage />} />
        <Route path={ERROR_PATHS.forbidden} element={<ForbiddenPage />} />
        <Route path={ERROR_PATHS.serverError} element={<ServerErrorPage />} />
        <Route path={ERROR_PATHS.overdue} element={<OverduePage />} />
        <Route
          path={RESET_PATH}
          element={
            <GuestOnly>
              <ResetPage />
            </GuestOnly>
          }
        />
        <Route path="*" element={<RequireSession />} />
      </Routes>
    </Suspense>
  );
}
