import { Type } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { SmsOutboxRecordSchema } from '../schemas/sms-outbox.ts';

/**
 * The SMS outbox (administrators; the default gateway's messages), read-only: it is listed,
 * newest first, filtered by one whole mobile number. Its route predates the kit
 * (`GET /sys/sms/outbox`, shared/admin/sms-outbox.ts adapts to it).
 */
export const smsOutboxResource = defineResource({
  name: 'smsOutbox',
  basePath: '/sys/sms',
  tableName: 'sms_outbox',
  page: 'SmsOutbox',
  record: SmsOutboxRecordSchema,
  input: Type.Object({}),
  fields: {
    createTime: { label: { cn: '发送时间', en: 'Sent at', tc: '發送時間' }, kind: 'datetime' },
    mobile: { label: { cn: '手机号', en: 'Mobile number', tc: '手機號' }, kind: 'text', filter: 'eq' },
    content: { label: { cn: '短信内容', en: 'Message', tc: '短信內容' }, kind: 'text', width: 280 },
  },
  permissions: { list: PERMISSION_CODES.smsOutbox },
  defaultSort: { column: 'createTime', order: 'desc' },
});
