import { msg } from '@lit/localize';
import { Link } from 'react-router';
import { HOME_PATH } from '../../shared/navigation/index.ts';

/** The way back home from an error page. */
export function HomeLink() {
  return (
    <Link to={HOME_PATH} data-testid="back-home">
      {msg('返回首页')}
    </Link>
  );
}
