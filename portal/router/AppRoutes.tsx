import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { LoginPage } from '../auth/LoginPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
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
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<RequireSession />} />
    </Routes>
  );
}
