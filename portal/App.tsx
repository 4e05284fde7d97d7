import { BrowserRouter } from 'react-router';
import { TenantChoiceDialog } from './account/TenantChoiceDialog.tsx';
import { AuthFaultNotice } from './components/AuthFaultNotice.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';

/** The portal: history-mode routing with base `/` (portal-shell §2.1). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <AuthFaultNotice />
      <TenantChoiceDialog />
    </BrowserRouter>
  );
}
