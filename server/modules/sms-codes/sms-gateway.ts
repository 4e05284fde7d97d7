import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addToSmsOutbox } from './sms-code-repository.ts';

/** Delivers a text message to a mobile; the one thing the SMS-code service needs from a provider. */
export interface SmsGateway {
  send(mobile: string, text: string): Promise<void>;
}

/**
 * The default gateway: the message goes into `sms_outbox`, which administrators read through
 * `GET /sys/sms/outbox` (permission `system:sms:outbox`). Never shown to the requesting client.
 */
export class OutboxGateway implements SmsGateway {
  constructor(private readonly db: Kysely<Database>) {}

  async send(mobile: string, text: string): Promise<void> {
    await addToSmsOutbox(this.db, mobile, text);
  }
}

/**
 * Posts `{ mobile, text }` as JSON to a relay of the organisation's SMS provider
 * (`DKP_SMS_WEBHOOK_URL`); anything but a 2xx answer is a failure.
 */
export class WebhookGateway implements SmsGateway {
  constructor(private readonly url: string, private readonly fetchImpl: typeof fetch = fetch) {}

  async send(mobile: string, text: string): Promise<void> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, text }),
      signal: AbortSignal.timeout(9000),
    });
    if (!res.ok) throw new Error(`SMS webhook answered HTTP ${res.status}`);
  }
}

/** Reads `DKP_SMS_WEBHOOK_URL`: `null` when unset (the outbox is used), else an http(s) URL. */
export function parseSmsWebhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`DKP_SMS_WEBHOOK_URL must be an http(s) URL, got '${value}'`);
  return url.toString();
}

/** The gateway the configuration chooses: the webhook when a URL is set, otherwise the outbox. */
export function createSmsGateway(db: Kysely<Database>, webhookUrl: string | null): SmsGateway {
  return webhookUrl ? new WebhookGateway(webhookUrl) : new OutboxGateway(db);
}
