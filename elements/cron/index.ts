/**
 * The public surface of `<dkp-cron>` for a React host (the portal's forms use the field;
 * `register.ts` defines the custom element). Importing it adds the editors' styles to the
 * document, as the host renders without a shadow root.
 */
import './cron.css';

export { Cron, type CronProps } from './Cron.tsx';
export { CronField, type CronFieldProps } from './CronField.tsx';
export { cronElement } from './cron.element.ts';
