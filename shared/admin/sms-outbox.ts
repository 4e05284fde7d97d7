import { createDataProvider } from '../kit/data-provider.ts';
import { smsOutboxResource } from '../resources/sms-outbox.ts';

/**
 * The data provider of the SMS outbox: its list lives at `GET /sys/sms/outbox` (page, size,
 * mobile), always newest first, so no sort is sent.
 */
export const smsOutboxProvider = createDataProvider(smsOutboxResource, {
  paths: { list: '/sys/sms/outbox' },
  listQuery: ({ column: _column, order: _order, ...query }) => query,
});
