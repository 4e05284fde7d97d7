/** Formatting shared by elements and portal. */
export { formatDateTime, getServerTimeZone, readServerTimeZoneFrom, toInstant } from './date-time.ts';
export { formatWireDateTime, parseWireDateTime } from './wire-time.ts';
export { dayPart, greetingText, type DayPart } from './greeting.ts';
