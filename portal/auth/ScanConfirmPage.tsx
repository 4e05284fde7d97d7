import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { confirmScanLogin, openScanRequest, refuseScanLogin } from '../../shared/auth/index.ts';
import { BCP47_TAGS, useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import type { ScanLoginInfo } from '../../shared/schemas/scan-login.ts';
import './scan-login.css';

type Phase = { kind: 'loading' } | { kind: 'asking'; info: ScanLoginInfo } | { kind: 'done'; text: string; ok: boolean };

/**
 * The phone's side of scan-code login (/user/scan/:id, portal-shell §2.3): shows which
 * computer asks to sign in as the signed-in user, from where and when, with Confirm and Refuse.
 */
export function ScanConfirmPage() {
  const locale = useLocale();
  const { id = '' } = useParams();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    openScanRequest(id).then(
      (info) => live && setPhase({ kind: 'asking', info }),
      (error: unknown) => live && setPhase({ kind: 'done', text: failureText(error), ok: false }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  async function answer(confirm: boolean) {
    setBusy(true);
    try {
      await (confirm ? confirmScanLogin(id) : refuseScanLogin(id));
      setPhase({ kind: 'done', text: confirm ? msg('已确认，电脑端将自动登录') : msg('已拒绝该电脑登录'), ok: true });
    } catch (error) {
      setPhase({ kind: 'done', text: failureText(error), ok: false });
    }
  }

  const when = (ms: number) => new Date(ms).toLocaleString(BCP47_TAGS[locale]);
  return (
    <div className="scan-confirm">
      <section className="scan-confirm-card" data-testid="scan-confirm">
        <h1>{msg('扫码登录确认')}</h1>
        {phase.kind === 'loading' ? <SlSpinner /> : null}
        {phase.kind === 'asking' ? (
          <>
            <p>{msg('有一台电脑请求以您的账号登录数据知识门户。如果不是您本人操作，请拒绝。')}</p>
            <dl>
              <dt>{msg('电脑地址')}</dt>
              <dd data-testid="scan-desktop-ip">{phase.info.desktopIp}</dd>
              <dt>{msg('请求时间')}</dt>
              <dd data-testid="scan-desktop-time">{when(phase.info.createdAt)}</dd>
              <dt>{msg('浏览器')}</dt>
              <dd>{phase.info.desktopAgent}</dd>
            </dl>
            <div className="scan-confirm-actions">
              <SlButton variant="primary" loading={busy} onClick={() => void answer(true)} data-testid="scan-confirm-button">{msg('确认登录')}</SlButton>
              <SlButton disabled={busy} onClick={() => void answer(false)} data-testid="scan-refuse-button">{msg('拒绝')}</SlButton>
            </div>
          </>
        ) : null}
        {phase.kind === 'done' ? (
          <>
            <SlAlert variant={phase.ok ? 'success' : 'danger'} open><span data-testid="scan-confirm-result">{phase.text}</span></SlAlert>
            <Link to={HOME_PATH}>{msg('返回首页')}</Link>
          </>
        ) : null}
      </section>
    </div>
  );
}
