import type nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { AppContext } from '../../app-context.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { configValue, insertOutboxMail } from './delivery-repository.ts';

const nodemailerModule = lazyRequire<typeof nodemailer>('nodemailer');

/** A file attached to a mail: the same bytes may go to many mails (rendered once). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One mail to one recipient. */
export interface OutgoingMail {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** Where delivery's mails go: an SMTP server, or the outbox administrators read. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one mail; rejects when the server refuses it (the caller retries later). */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

/** The `sys_config` key whose value (a JSON string) overrides `DKP_MAIL_FROM`. */
export const MAIL_FROM_SETTING = 'mail.from';

/** The sender: the `mail.from` setting when an administrator set one, else `DKP_MAIL_FROM`. */
export async function mailSender(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string> {
  const value = await configValue(ctx.db, MAIL_FROM_SETTING);
  return typeof value === 'string' && value.trim() ? value.trim() : ctx.config.mailFrom;
}

/** How many SMTP connections one mailer keeps open at once. */
export const SMTP_CONNECTIONS = 4;

/**
 * The SMTP mailer of `url` (nodemailer, pooled: a fan-out of a thousand mails reuses a few
 * connections instead of a handshake each).
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailerModule().createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS, maxMessages: Infinity } as SMTPPool.Options & { url: string });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from, to: mail.to, subject: mail.subject, text: mail.text,
        attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close: () => transport.close(),
  };
}

/** The attachments as the outbox lists them: `name (type, bytes)`, one a line. */
export const attachmentList = (attachments: readonly MailAttachment[]) =>
  attachments.map((a) => `${a.filename} (${a.contentType}, ${a.content.length} B)`).join('\n');

/** The outbox mailer: each mail a row of `mail_outbox` (the attachments listed, not stored). */
export function outboxMailer(ctx: Pick<AppContext, 'db' | 'now'>): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await insertOutboxMail(ctx.db, {
        tenant_id: mail.tenantId, to_address: mail.to, subject: mail.subject, body: mail.text,
        attachments: attachmentList(mail.attachments), created_at: ctx.now(),
      });
    },
    close: () => undefined,
  };
}

/** The mailer the configuration asks for: SMTP when `DKP_SMTP_URL` is set, else the outbox. */
export async function createMailer(ctx: Pick<AppContext, 'db' | 'now' | 'config'>): Promise<Mailer> {
  return ctx.config.smtpUrl ? smtpMailer(ctx.config.smtpUrl, await mailSender(ctx)) : outboxMailer(ctx);
}
