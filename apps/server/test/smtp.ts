import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** SMTP_URL for the app's configuration. */
  url: string;
  /** Every message received so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** The first message to `to` received after `since` messages (waits for it, up to `timeoutMs`). */
  next(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ParsedMail>;
  /** Refuse the next `count` messages with a temporary 451 (the job retries). */
  refuseNext(count: number): void;
  /** Keep the next `count` messages (they arrive) but answer them only after `ms`, as a slow server would. */
  holdNext(count: number, ms: number): void;
  close(): Promise<void>;
}

/** A header as it arrived (mailparser folds List-* headers into a structure of its own). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

const servers: TestSmtp[] = [];
/** Closes the SMTP servers the file started; test/teardown.ts calls it. */
export async function closeTestSmtps(): Promise<void> {
  for (const server of servers.splice(0)) await server.close();
}

const recipient = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

/** A real SMTP server on a free local port (no TLS, any login), closed after the file's tests. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  let holds = 0;
  let holdMs = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          if (holds > 0) {
            holds--;
            setTimeout(() => callback(), holdMs);
          } else callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next(to, { since = 0, timeoutMs = 10_000 } = {}) {
      const find = () => messages.slice(since).find((m) => recipient(m).includes(to.toLowerCase()));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No message to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    refuseNext(count) {
      refusals = count;
    },
    holdNext(count, ms) {
      holds = count;
      holdMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(smtp);
  return smtp;
}
