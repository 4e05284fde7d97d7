import { announcementTarget, type AnnouncementHandle } from '../../shared/announcements/index.ts';
import { useOpenTarget } from '../router/use-open-target.ts';

/** Follows an announcement's 'go handle' (or a component announcement's opening) with the router. */
export function useHandleAnnouncement(): (request: AnnouncementHandle) => void {
  const openTarget = useOpenTarget();
  return (request) => {
    const target = announcementTarget(request);
    if (target) openTarget(target);
  };
}
