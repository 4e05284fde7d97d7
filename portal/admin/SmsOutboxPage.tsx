import { smsOutboxResource } from '../../shared/resources/sms-outbox.ts';
import { mobileRule } from '../../shared/validation/index.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

const LIST: ListConfig<typeof smsOutboxResource> = {
  columns: [{ key: 'createTime' }, { key: 'mobile' }, { key: 'content' }],
  // The API matches a whole number: a number given must be a mobile.
  filters: { mobile: { rule: mobileRule, inputType: 'tel' } },
};

/**
 * The SMS outbox: the codes the default gateway "sent" (phone sign-in, register, reset),
 * newest first, paged, filtered by mobile; read-only. Only for holders of `system:sms:outbox`.
 */
export function SmsOutboxPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={smsOutboxResource} list={LIST} testId="outbox" />;
}
