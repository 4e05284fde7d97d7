import SlIcon from '@shoelace-style/shoelace/dist/react/icon/index.js';
import { useEffect, useState } from 'react';

/**
 * A menu entry's icon: the Bootstrap Icons name the menu carries (fetched from our server,
 * see shared/theme/icon-base.ts), or the title's first character when the entry has no icon
 * or the name is unknown, so a collapsed menu never shows an empty square.
 */
export function MenuIcon({ icon, title }: { icon: string; title: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [icon]);
  if (!icon || failed) {
    return (
      <span className="side-menu-initial" aria-hidden="true">
        {[...title][0]}
      </span>
    );
  }
  return <SlIcon className="side-menu-icon" name={icon} aria-hidden="true" data-icon={icon} onSlError={() => setFailed(true)} />;
}
