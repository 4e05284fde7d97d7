import type { ReactNode } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import './account.css';

/** The frame of the public account pages: a card with the page title and the language switch. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  useLocale();
  usePageTitle(title);
  return (
    <div className="account-page">
      <section className="account-card">
        <header>
          <h1 data-testid="account-title">{title}</h1>
          <LocaleSwitch />
        </header>
        {children}
      </section>
    </div>
  );
}
