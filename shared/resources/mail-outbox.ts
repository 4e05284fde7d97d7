import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/** One mail of the outbox (`GET /sys/mail/outbox`): made while no SMTP server was configured. */
export const MailOutboxRecordSchema = Type.Object({
  id: Type.String(),
  toAddress: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** The attachments, one a line: `name (type, bytes)`. */
  attachments: Type.String(),
  /** ISO 8601. */
  createTime: Type.String(),
});
export type MailOutboxRecord = Static<typeof MailOutboxRecordSchema>;

/**
 * The mail outbox (issue 13), read-only, as the SMS outbox: the report subscriptions' mails
 * that no SMTP server took (`DKP_SMTP_URL` unset), newest first, filtered by recipient. Unlike
 * SMS, a mail belongs to the tenant whose plan sent it: each tenant's administrators read theirs.
 */
export const mailOutboxResource = defineResource({
  name: 'mailOutbox',
  title: { cn: '邮件发件箱', en: 'Mail outbox', tc: '郵件發件箱' },
  basePath: '/sys/mail',
  routes: { list: 'outbox' },
  tableName: 'mail_outbox',
  page: 'MailOutbox',
  record: MailOutboxRecordSchema,
  input: Type.Object({}),
  fields: {
    createTime: { label: { cn: '发送时间', en: 'Sent at', tc: '發送時間' }, kind: 'datetime', sortable: true },
    toAddress: { label: { cn: '收件人', en: 'To', tc: '收件人' }, kind: 'text', filter: 'like' },
    subject: { label: { cn: '主题', en: 'Subject', tc: '主題' }, kind: 'text', width: 240 },
    body: { label: { cn: '正文', en: 'Body', tc: '正文' }, kind: 'text', width: 280 },
    attachments: { label: { cn: '附件', en: 'Attachments', tc: '附件' }, kind: 'text', width: 240 },
  },
  permissions: { list: PERMISSION_CODES.mailOutbox },
  defaultSort: { column: 'createTime', order: 'desc' },
});
