import { defineElement } from '../define/define-element.tsx';
import { Cron } from './Cron.tsx';
import css from './cron.css?inline';
import { cronElement } from './cron.element.ts';

/** The `<dkp-cron>` class, registered on import. */
export const CronElement = defineElement(cronElement, Cron, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-cron': HTMLElement & {
      apiBase: string | null; locale: string | null; token: string | null;
      value: string | undefined; mode: string | undefined; placeholder: string | undefined; hideYear: boolean | undefined; wide: boolean | undefined; timeZone: string | undefined;
    };
  }
}
