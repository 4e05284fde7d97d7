import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { useEffect, useState } from 'react';
import { ApiError, get } from '../../shared/api/index.ts';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import type { LocalizedText, LoginLogo as LoginLogoResult } from '../../shared/schemas/index.ts';

/**
 * The login logo (portal-shell §7 `GET /sys/personalIze/getLoginLogo`, result.loginLogo);
 * the one of the current language, else the cn one. A failure shows an error with its
 * message (§8).
 */
export function LoginLogo() {
  const locale = useLocale();
  const [state, setState] = useState<{ src: LocalizedText } | { error: string } | null>(null);
  useEffect(() => {
    let current = true;
    get<LoginLogoResult>('/sys/personalIze/getLoginLogo').then(
      (result) => current && setState({ src: result.loginLogo }),
      (error: unknown) => current && setState({ error: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (state && 'error' in state) {
    return (
      <SlAlert variant="danger" open className="login-logo-error">
        <span data-testid="login-logo-error">{state.error}</span>
      </SlAlert>
    );
  }
  const src = state ? localized(state.src, locale) : '';
  return src ? <img className="login-logo" src={src} alt={msg('数据知识门户')} data-testid="login-logo" /> : <span className="login-logo" />;
}
