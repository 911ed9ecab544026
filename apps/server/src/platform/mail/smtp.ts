import nodemailer from 'nodemailer';
import type { MailMessage } from './message';

/** Delivery through an SMTP server (nodemailer, one pooled connection set per process). */
export function smtpMailer(url: string, from: string) {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp' as const,
    async deliver(message: MailMessage): Promise<void> {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: { ...message.headers, 'Content-Language': message.language },
      });
    },
    close: async () => transport.close(),
  };
}
