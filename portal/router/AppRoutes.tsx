import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { LoginPage } from '../auth/LoginPage.tsx';
import { ERROR_PATHS } from '../errors/error-paths.ts';
import { ForbiddenPage } from '../errors/ForbiddenPage.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { OverduePage } from '../errors/OverduePage.tsx';
import { ServerErrorPage } from '../errors/ServerErrorPage.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireSession } from './RequireSession.tsx';

/**
 * The static routes (portal-shell §2.1); everything else needs a session and is built from
 * the user's menu by `RequireSession`.
 */
export function AppRoutes() {
  return (
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
      <Route path={ERROR_PATHS.notFound} element={<NotFoundPage />} />
      <Route path={ERROR_PATHS.forbidden} element={<ForbiddenPage />} />
      <Route path={ERROR_PATHS.serverError} element={<ServerErrorPage />} />
      <Route path={ERROR_PATHS.overdue} element={<OverduePage />} />
      <Route path="*" element={<RequireSession />} />
    </Routes>
  );
}
