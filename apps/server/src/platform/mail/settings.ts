import { z } from 'zod';
import type { SettingsRule } from '../../lib/settings';

/** The variables of the mailer (decision 036); config.ts composes them. */
export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL (e.g. smtps://user:password@smtp.example.com:465)' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
});
type MailEnv = z.output<typeof mailEnv>;

export const mailRules: SettingsRule<MailEnv>[] = [
  {
    broken: (e) => Boolean(e.SMTP_URL) && !e.MAIL_FROM,
    message: 'MAIL_FROM is required when SMTP_URL is set (the sender address, e.g. "Manara <no-reply@manara.ps>")',
  },
];

export function mailSettings(e: MailEnv) {
  return {
    /** SMTP server messages are delivered through; without it they are kept in the outbox staff read in /admin. */
    smtpUrl: e.SMTP_URL,
    /** The From of every message, e.g. `منارة <no-reply@manara.ps>`; required with SMTP_URL. */
    mailFrom: e.MAIL_FROM ?? 'Manara <no-reply@localhost>',
  };
}
export type MailSettings = ReturnType<typeof mailSettings>;
