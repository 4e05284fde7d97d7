import { msg } from '@lit/localize';

/** The five parts of the day the home page greets by (portal-shell §9 "Greeting by hour"). */
export type DayPart = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** Before 9 morning, to 11 forenoon, to 13 noon, before 20 afternoon, otherwise evening. */
export function dayPart(hour: number): DayPart {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** The greeting of a part of the day, in the current language. */
export function greetingText(part: DayPart): string {
  switch (part) {
    case 'morning':
      return msg('早上好');
    case 'forenoon':
      return msg('上午好');
    case 'noon':
      return msg('中午好');
    case 'afternoon':
      return msg('下午好');
    case 'evening':
      return msg('晚上好');
  }
}
