import { msg } from '@lit/localize';
import { Link, Navigate } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HOME_PATH } from '../../shared/navigation/index.ts';
import type { Session } from '../../shared/stores/session.ts';
import { useEmbedHandoff } from './use-embed-handoff.ts';

/**
 * The sign-in popup of an embedded element, once signed in: hands the session back to the
 * page that opened it (or says why not) instead of entering the portal.
 */
export function EmbedHandoff({ origin, session }: { origin: string; session: Session }) {
  useLocale();
  const state = useEmbedHandoff(origin, session);
  if (state === 'no-opener') return <Navigate to={HOME_PATH} replace />;
  const text =
    state === 'refused'
      ? msg('该网站不在允许列表中，登录信息不会交给它。')
      : state === 'failed'
        ? msg('无法确认该网站是否允许嵌入，请稍后重试。')
        : msg('已登录，正在返回原页面…');
  return (
    <main className="embed-handoff" data-testid={`embed-handoff-${state}`} style={{ padding: '48px 24px', textAlign: 'center' }}>
      <p role={state === 'refused' || state === 'failed' ? 'alert' : 'status'}>{text}</p>
      {state === 'refused' || state === 'failed' ? <Link to={HOME_PATH}>{msg('进入门户首页')}</Link> : null}
    </main>
  );
}
