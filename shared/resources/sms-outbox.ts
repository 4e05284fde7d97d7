import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { SmsOutboxRecordSchema } from '../schemas/sms-outbox.ts';

/**
 * The SMS outbox (the platform's administrators; the default gateway's messages), read-only:
 * listed at `GET /sys/sms/outbox`, newest first, filtered by one whole mobile number. It has
 * no tenant: the gateway serves every tenant's numbers, so only the platform may read it.
 */
export const smsOutboxResource = defineResource({
  name: 'smsOutbox',
  basePath: '/sys/sms',
  routes: { list: 'outbox' },
  tableName: 'sms_outbox',
  page: 'SmsOutbox',
  record: SmsOutboxRecordSchema,
  input: Type.Object({}),
  fields: {
    createTime: { label: { cn: '发送时间', en: 'Sent at', tc: '發送時間' }, kind: 'datetime', sortable: true },
    mobile: { label: { cn: '手机号', en: 'Mobile number', tc: '手機號' }, kind: 'text', filter: 'eq' },
    content: { label: { cn: '短信内容', en: 'Message', tc: '短信內容' }, kind: 'text', width: 280 },
  },
  permissions: { list: PERMISSION_CODES.smsOutbox },
  defaultSort: { column: 'createTime', order: 'desc' },
});
