import { mailOutboxResource } from '../../shared/resources/mail-outbox.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

const LIST: ListConfig<typeof mailOutboxResource> = {
  columns: [{ key: 'createTime' }, { key: 'toAddress' }, { key: 'subject' }, { key: 'attachments' }, { key: 'body' }],
};

/**
 * The mail outbox: the report subscriptions' mails made while no SMTP server is configured
 * (`DKP_SMTP_URL` unset), the tenant's, newest first, paged, filtered by recipient; read-only.
 * Only for holders of `system:mail:outbox`.
 */
export function MailOutboxPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={mailOutboxResource} list={LIST} testId="mail-outbox" />;
}
