import { get } from '../api/methods.ts';
import type { SmsOutboxPage } from '../schemas/sms-outbox.ts';

/** Which page of the outbox to read; `mobile` narrows it to one number. */
export interface SmsOutboxQuery {
  pageNo: number;
  pageSize: number;
  mobile?: string;
}

/** A page of the default SMS gateway's outbox, newest first (`GET /sys/sms/outbox`). */
export function fetchSmsOutbox({ pageNo, pageSize, mobile }: SmsOutboxQuery): Promise<SmsOutboxPage> {
  return get<SmsOutboxPage>('/sys/sms/outbox', { pageNo, pageSize, mobile: mobile || undefined });
}
