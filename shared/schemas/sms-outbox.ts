import { Type, type Static } from 'typebox';
import { PageNoSchema } from './paging.ts';

/** One message of the default SMS gateway's outbox (`GET /sys/sms/outbox`, administrators only). */
export const SmsOutboxRecordSchema = Type.Object({
  id: Type.String(),
  mobile: Type.String(),
  content: Type.String(),
  /** ISO 8601. */
  createTime: Type.String(),
});
export type SmsOutboxRecord = Static<typeof SmsOutboxRecordSchema>;

/** `GET /sys/sms/outbox` query: paged, newest first; `mobile` narrows to one number. */
export const SmsOutboxQuerySchema = Type.Object({
  pageNo: PageNoSchema,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  _t: Type.Optional(Type.String()),
});

/** A page of the outbox. */
export const SmsOutboxPageSchema = Type.Object({
  records: Type.Array(SmsOutboxRecordSchema),
  total: Type.Integer(),
});
export type SmsOutboxPage = Static<typeof SmsOutboxPageSchema>;
