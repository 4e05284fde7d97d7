import { msg } from '@lit/localize';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { Greeting } from './Greeting.tsx';
import { Launcher } from './Launcher.tsx';
import './home.css';

/**
 * Home, /dashboard/analysis (portal-shell §2.4): titled Home (or its menu title), the greeting
 * by hour with the user's name and the application launcher. The layout's watermark leaves
 * this page out.
 */
export function HomePage({ meta, now }: { meta?: MenuMeta; now?: () => number }) {
  const locale = useLocale();
  return (
    <section className="page home-page" data-testid="home-page">
      <h1 className="page-title" data-testid="page-title">
        {meta ? menuTitle(meta, locale) : msg('首页')}
      </h1>
      <Greeting {...(now ? { now } : {})} />
      <Launcher />
    </section>
  );
}
