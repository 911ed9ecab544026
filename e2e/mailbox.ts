import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mailbox: a real SMTP server the app delivers to (SMTP_URL), keeping each message it
 * accepts as a JSON file in E2E_MAIL_DIR. A journey finds its link there, as a person finds it in their
 * mail, never through the staff outbox (which hides such links: decision 036).
 */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

/** Starts the server (global-setup); messages land in `dir`. */
export async function startMailbox(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address?.toLowerCase() ?? ''),
          );
          const stored: StoredMail = { to, subject: mail.subject ?? '', text: mail.text ?? '' };
          writeFileSync(path.join(dir, `${String(++count).padStart(6, '0')}.json`), JSON.stringify(stored));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every message delivered to `email` so far, newest first (test workers read E2E_MAIL_DIR). */
export function mailTo(email: string): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite through playwright.config.ts');
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}
