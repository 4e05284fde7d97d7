import { msg, str } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { FOOTER_YEAR } from '../../shared/layout/index.ts';

/** The copyright line under the sign-in page (portal-shell §2.3 "a copyright footer is shown"). */
export function LoginFooter() {
  useLocale();
  const product = msg('数据知识门户');
  return (
    <footer className="login-footer" data-testid="login-footer">
      {msg(str`版权所有 © ${FOOTER_YEAR} ${product}`)}
    </footer>
  );
}
