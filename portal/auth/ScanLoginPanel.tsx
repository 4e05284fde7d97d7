import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useLocale } from '../../shared/i18n/index.ts';
import { useScanLogin } from './use-scan-login.ts';
import './scan-login.css';

/**
 * The built-in scan-code tab (portal-shell §2.1 /user/dingtalk, §2.3): a QR code that a
 * phone where the user is signed in opens to confirm; shows when it was scanned, refused
 * or has run out, with a button for a new code. When an administrator has switched on
 * DingTalk, the code opens DingTalk's consent page instead, and the wait is the same.
 */
export function ScanLoginPanel() {
  useLocale();
  const { state, refresh } = useScanLogin();
  if (state.phase === 'loading') return <div className="scan-login"><SlSpinner /></div>;
  if (state.phase === 'failed') {
    return (
      <div className="scan-login">
        <SlAlert variant="danger" open><span data-testid="scan-error">{state.message}</span></SlAlert>
        <SlButton onClick={refresh} data-testid="scan-refresh">{msg('刷新二维码')}</SlButton>
      </div>
    );
  }
  const { request, status } = state;
  const ended = status === 'expired' || status === 'refused';
  const statusText = {
    pending: request.provider === 'dingtalk' ? msg('请使用钉钉扫描二维码登录') : msg('请使用已登录门户的手机扫描二维码'),
    scanned: msg('已扫描，请在手机上确认登录'),
    refused: msg('已在手机上拒绝登录'),
    expired: msg('二维码已过期'),
  }[status];
  return (
    <div className="scan-login" data-testid="scan-login" data-status={status}>
      <div className={ended ? 'scan-qr scan-qr-ended' : 'scan-qr'}>
        <img src={request.qr} alt={msg('登录二维码')} data-testid="scan-qr" data-url={request.url} />
      </div>
      <p className={`scan-status scan-status-${status}`} role="status" data-testid="scan-status">{statusText}</p>
      {ended ? <SlButton variant="primary" onClick={refresh} data-testid="scan-refresh">{msg('刷新二维码')}</SlButton> : null}
    </div>
  );
}
