import { msg } from '@lit/localize';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { ResultPage } from './ResultPage.tsx';

/**
 * /overdue (portal-shell §2.1 "overdue-licence"): says that the product licence has expired
 * and leads to the sign-in page, where an administrator can enter a new product key.
 */
export function OverduePage() {
  useLocale();
  return (
    <ResultPage
      code="!"
      testId="overdue"
      title={msg('产品授权已过期')}
      description={msg('本产品的授权已过期，请联系管理员输入新的产品密钥后再使用。')}
      action={
        <Link to={LOGIN_PATH} data-testid="overdue-login">
          {msg('前往登录')}
        </Link>
      }
    />
  );
}
