import { useNavigate } from 'react-router';
import { Announcements } from '../../elements/announcements/index.ts';
import { USER_ANNOUNCEMENTS_PATH } from '../../shared/announcements/index.ts';
import { useHandleAnnouncement } from './use-handle-announcement.ts';

/**
 * The top bar's announcements (portal-shell §2.6): the `<dkp-announcements>` component in its
 * compact form; 'view more' opens the user's announcement page, 'go handle' its target.
 */
export function HeaderAnnouncements() {
  const navigate = useNavigate();
  const handle = useHandleAnnouncement();
  return (
    <span className="header-announcements" data-testid="header-announcements">
      <Announcements compact onMore={({ category }) => navigate(`${USER_ANNOUNCEMENTS_PATH}?msgCategory=${category}`)} onHandle={handle} />
    </span>
  );
}
