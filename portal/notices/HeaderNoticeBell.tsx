import { useEffect, useRef, useState } from 'react';
import { ElementHostContext } from '../../elements/define/element-host.ts';
import type { DkpEvent } from '../../elements/define/events.ts';
import { NoticeBell } from '../../elements/notice-bell/NoticeBell.tsx';
import '../../elements/notice-bell/notice-bell.css';
import { useOpenTarget } from '../router/use-open-target.ts';

/**
 * The header notices of the top bar (portal-shell §2.6): the `<dkp-notice-bell>` component
 * itself, rendered without a shadow root. A span stands in for the element's host, so the bell
 * emits its events there as on any page, and `dkp-notice-open` navigates.
 */
export function HeaderNoticeBell() {
  const [host, setHost] = useState<HTMLSpanElement | null>(null);
  const openTarget = useOpenTarget();
  const latest = useRef(openTarget);
  latest.current = openTarget;
  useEffect(() => {
    if (!host) return undefined;
    const navigate = (event: DkpEvent<'dkp-notice-open'>) => latest.current(event.detail.target);
    host.addEventListener('dkp-notice-open', navigate);
    return () => host.removeEventListener('dkp-notice-open', navigate);
  }, [host]);
  return (
    <span ref={setHost} className="header-notices" data-testid="header-notices">
      {host ? (
        <ElementHostContext.Provider value={host}>
          <NoticeBell />
        </ElementHostContext.Provider>
      ) : null}
    </span>
  );
}
