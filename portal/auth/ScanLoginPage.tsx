import { LoginLayout } from './LoginLayout.tsx';
import { ScanLoginPanel } from './ScanLoginPanel.tsx';

/** The scan-code sign-in page (/user/dingtalk, portal-shell §2.1): the scan tab of the sign-in layout. */
export function ScanLoginPage() {
  return (
    <LoginLayout>
      <ScanLoginPanel />
    </LoginLayout>
  );
}
