import { Navigate, Route, Routes } from 'react-router';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { LoginPage } from '../auth/LoginPage.tsx';
import { SCAN_LOGIN_PATH } from '../auth/LoginLayout.tsx';
import { RequireSignIn } from '../auth/RequireSignIn.tsx';
import { ScanConfirmPage } from '../auth/ScanConfirmPage.tsx';
import { ScanLoginPage } from '../auth/ScanLoginPage.tsx';
import { AlterationPage } from '../account/AlterationPage.tsx';
import { RegisterPage } from '../account/RegisterPage.tsx';
import { RegisterResultPage } from '../account/RegisterResultPage.tsx';
import { ALTERATION_PATH, REGISTER_PATH, REGISTER_RESULT_PATH } from '../account/account-paths.ts';
import { ERROR_PATHS } from '../errors/error-paths.ts';
import { ForbiddenPage } from '../errors/ForbiddenPage.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { OverduePage } from '../errors/OverduePage.tsx';
import { ServerErrorPage } from '../errors/ServerErrorPage.tsx';
import { ResetPage } from '../account/reset/ResetPage.tsx';
import { RESET_PATH } from '../account/reset/reset-path.ts';
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
  );
}
