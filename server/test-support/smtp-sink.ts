import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP sink of a test: the mails it kept, the addresses it refuses, its URL and its close. */
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * An SMTP server on loopback that keeps every mail parsed and refuses (550) the recipients in
 * `refused`; `url` is what `DKP_SMTP_URL` (or `smtpUrl`) is given, in this process or another.
 */
export async function startSmtpSink() {
  const mails: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => { mails.push(mail); callback(); }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, refused, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The (first) recipient's address of a mail. */
export const recipientOf = (mail: ParsedMail): string => (Array.isArray(mail.to) ? mail.to[0] : mail.to)!.value[0]!.address!;
