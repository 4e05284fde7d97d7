import { useEffect, useRef, useState } from 'react';
import { ElementHostContext, type DkpEvent } from '../../elements/define/index.ts';
import { NoticeBell } from '../../elements/notice-bell/index.ts';
import { useHandleAnnouncement } from '../announcements/use-handle-announcement.ts';
import { useOpenTarget } from '../router/use-open-target.ts';

/**
 * The header notices of the top bar (portal-shell §2.6): the `<dkp-notice-bell>` component
 * itself, rendered without a shadow root. A span stands in for the element's host, so the bell
 * emits its events there as on any page: `dkp-notice-open` navigates, and 'go handle' of an
 * announcement opened from the bell goes where it goes from the announcements popover.
 */
export function HeaderNoticeBell() {
  const [host, setHost] = useState<HTMLSpanElement | null>(null);
  const openTarget = useOpenTarget();
  const handleAnnouncement = useHandleAnnouncement();
  const latest = useRef({ openTarget, handleAnnouncement });
  latest.current = { openTarget, handleAnnouncement };
  useEffect(() => {
    if (!host) return undefined;
    const navigate = (event: DkpEvent<'dkp-notice-open'>) => latest.current.openTarget(event.detail.target);
    const handle = (event: DkpEvent<'dkp-announcement-handle'>) => latest.current.handleAnnouncement(event.detail);
    host.addEventListener('dkp-notice-open', navigate);
    host.addEventListener('dkp-announcement-handle', handle);
    return () => {
      host.removeEventListener('dkp-notice-open', navigate);
      host.removeEventListener('dkp-announcement-handle', handle);
    };
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
