import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { useEffect, useState } from 'react';

interface NamedIconProps {
  /** A Bootstrap Icons name, as menus and launcher apps carry it; may be empty. */
  name: string;
  /** What the icon stands for; its first character shows when there is no icon. */
  title: string;
  /** Class of the icon itself. */
  iconClass: string;
  /** Class of the first-character stand-in. */
  initialClass: string;
}

/**
 * An icon chosen by name in data (a menu entry, a launcher app), fetched from our server (see
 * shared/theme/icon-base.ts). When the name is empty or unknown the title's first character
 * stands in, so a collapsed menu or a card never shows an empty square. Decorative: the
 * control around it carries the name.
 */
export function NamedIcon({ name, title, iconClass, initialClass }: NamedIconProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [name]);
  if (!name || failed) {
    return (
      <span className={initialClass} aria-hidden="true">
        {[...title][0]}
      </span>
    );
  }
  return <SlIcon className={iconClass} name={name} aria-hidden="true" data-icon={name} onSlError={() => setFailed(true)} />;
}
