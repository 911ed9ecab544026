import nodemailer from 'nodemailer';
import type { MailMessage } from './message';

/**
 * How long one delivery may take (issue 35): well under the mail job's expiry (120 s, index.ts), so an
 * attempt has always ended, sent or failed, before pg-boss takes its job for dead and runs it again.
 * nodemailer's own defaults (2 min to connect, 10 min of silence) outlived the job.
 */
export const SMTP_TIMEOUTS = {
  /** Connecting, DNS included. */
  connectionMs: 15_000,
  /** The server's greeting after connecting. */
  greetingMs: 15_000,
  /** Silence from the server at any step (its answer to the message's end included). */
  socketMs: 30_000,
  /** The whole delivery: past it the connection is closed, whatever step it is at. */
  deliveryMs: 60_000,
};
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/** Delivery through an SMTP server (nodemailer, one connection per message). */
export function smtpMailer(url: string, from: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS) {
  const transport = nodemailer.createTransport(
    {
      url,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    },
    { from },
  );
  const domain = senderDomain(from);
  return {
    kind: 'smtp' as const,
    async deliver(message: MailMessage, { id }: { id?: string } = {}): Promise<void> {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: { ...message.headers, 'Content-Language': message.language },
        ...(message.calendar && {
          icalEvent: { method: 'PUBLISH', filename: message.calendar.filename, content: message.calendar.content },
        }),
        // Every attempt of one job carries the same Message-ID: a receiver that got an earlier
        // attempt whose acknowledgement was lost recognises the copy.
        ...(id && { messageId: `<${id}@${domain}>` }),
        signal: AbortSignal.timeout(timeouts.deliveryMs),
      });
    },
    close: async () => transport.close(),
  };
}

/** The domain of MAIL_FROM's address (`Name <user@domain>` or `user@domain`), for Message-IDs. */
export function senderDomain(from: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}
