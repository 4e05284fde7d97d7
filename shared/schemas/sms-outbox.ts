import { Type, type Static } from 'typebox';

/** One message of the default SMS gateway's outbox (`GET /sys/sms/outbox`, administrators only). */
export const SmsOutboxRecordSchema = Type.Object({
  id: Type.String(),
  mobile: Type.String(),
  content: Type.String(),
  /** ISO 8601. */
  createTime: Type.String(),
});
export type SmsOutboxRecord = Static<typeof SmsOutboxRecordSchema>;
