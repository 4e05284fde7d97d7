import { announcementResource } from '../../shared/resources/announcement.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { ANNOUNCEMENT_FORM } from './announcement-form.ts';
import { ANNOUNCEMENT_LIST } from './announcement-list.tsx';

/**
 * Announcement administration (issue 4; widgets-admin §2, §4, §5) on the kit: the tenant's
 * announcements, newest created first, filtered by title and status, paged; add and edit in
 * a dialog, release, revoke and delete after confirmation, each control shown by its permission.
 */
export function AnnouncementAdminPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={announcementResource} list={ANNOUNCEMENT_LIST} form={ANNOUNCEMENT_FORM} />;
}
