import { defineElement } from '../define/define-element.tsx';
import pickersCss from '../pickers/pickers.css?inline';
import { Subscriptions } from './Subscriptions.tsx';
import css from './subscriptions.css?inline';
import { subscriptionsElement } from './subscriptions.element.ts';

/** The `<dkp-subscriptions>` class, registered on import. */
export const SubscriptionsElement = defineElement(subscriptionsElement, Subscriptions, [css, pickersCss]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-subscriptions': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; permissionId: string | undefined; open: boolean | undefined };
  }
}
