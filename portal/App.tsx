import { BrowserRouter } from 'react-router';
import { AuthFaultNotice } from './components/AuthFaultNotice.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';

/** The portal: history-mode routing with base `/` (portal-shell §2.1). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <AuthFaultNotice />
    </BrowserRouter>
  );
}
