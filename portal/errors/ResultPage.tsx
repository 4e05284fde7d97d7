import type { ReactNode } from 'react';
import { usePageTitle } from '../layout/use-page-title.ts';
import './errors.css';

/** Props of a result page: a big code or symbol, a title, an explanation and the way on. */
export interface ResultPageProps {
  code: string;
  title: string;
  description: string;
  action: ReactNode;
  testId: string;
}

/**
 * The frame shared by the error and result pages (portal-shell §2.1 "Exception pages"). The
 * window title is '{title} · {platform name}' in the current language, as on every page.
 */
export function ResultPage({ code, title, description, action, testId }: ResultPageProps) {
  usePageTitle(title);
  return (
    <main className="result-page" data-testid={testId}>
      <p className="result-code" aria-hidden="true">
        {code}
      </p>
      <h1>{title}</h1>
      <p>{description}</p>
      <div className="result-action">{action}</div>
    </main>
  );
}
