import { resourceContract } from '../../test-support/resource-contract.ts';
import { announcementResource } from '../../../shared/resources/announcement.ts';
import { releaseAnnouncementAction, revokeAnnouncementAction } from '../../../shared/resources/announcement-actions.ts';

// The kit's contract for announcements: a draft for everyone of the tenant, titled by the text.
resourceContract({
  resource: announcementResource,
  sample: (_n, text) => ({ titile: text, msgContent: '<p>x</p>', msgType: 'ALL' as const }),
  textField: 'titile',
  actions: [releaseAnnouncementAction, revokeAnnouncementAction].map((action) => ({ action, input: (row) => ({ id: row.id }) })),
});
