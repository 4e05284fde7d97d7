import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { dayPart, greetingText } from '../../shared/format/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session } from '../../shared/stores/index.ts';

/** The home page's greeting by hour with the user's name (portal-shell §2.4, §9). */
export function Greeting({ now = Date.now }: { now?: () => number }) {
  useLocale();
  const user = useStore($session)?.userInfo;
  const greeting = greetingText(dayPart(new Date(now()).getHours()));
  const name = user?.realname || user?.username || '';
  return (
    <p className="home-greeting" data-testid="home-greeting">
      {msg(str`${greeting}，${name}`)}
    </p>
  );
}
