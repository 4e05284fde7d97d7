/**
 * The public surface of `<dkp-subscriptions>` for a React host (the portal's top bar and its
 * /subscribe page render the components themselves; `register.ts` defines the custom element).
 * Importing it adds the element's styles, and the user picker's, to the document.
 */
import '../pickers/pickers.css';
import './subscriptions.css';

export { Subscriptions, type SubscriptionsProps } from './Subscriptions.tsx';
export { SubscriptionPanel } from './SubscriptionPanel.tsx';
export { noMenuText } from './subscription-texts.ts';
export { subscriptionsElement } from './subscriptions.element.ts';
