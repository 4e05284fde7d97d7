import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { useEffect, useState } from 'react';
import { ApiError, get } from '../../shared/api/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import type { Static } from 'typebox';
import type { LoginLogoSchema } from '../../shared/schemas/user.ts';

type LoginLogoResult = Static<typeof LoginLogoSchema>;

/**
 * The login logo (portal-shell §7 `GET /sys/personalIze/getLoginLogo`, result.loginLogo);
 * a failure shows an error with its message (§8).
 */
export function LoginLogo() {
  useLocale();
  const [state, setState] = useState<{ src: string } | { error: string } | null>(null);
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
  return state?.src ? <img className="login-logo" src={state.src} alt={msg('数据知识门户')} data-testid="login-logo" /> : <span className="login-logo" />;
}
