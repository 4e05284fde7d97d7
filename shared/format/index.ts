/** Formatting shared by elements and portal. */
export { formatDateTime } from './date-time.ts';
export { dayPart, greetingText, type DayPart } from './greeting.ts';
