import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/**
 * Errors as they are logged: never a query's parameters (they hold password hashes, e-mails, names),
 * but the SQL text, the driver's SQLSTATE code and message, and the stack, for operators.
 *
 * drizzle wraps a failed query in an error whose message and `params` list every value, and the
 * PostgreSQL error beneath it carries values in `detail` ("Key (email)=(…) already exists"), `where`
 * and, for data exceptions (SQLSTATE class 22), quoted in the message itself.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** Fields that may carry row values: never logged. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
  'queryOptions',
  'raw',
  'cause',
  'errors',
]);
/** Parameters shorter than this are not searched for in messages (they would mangle ordinary words). */
const MIN_SCRUBBED_LENGTH = 4;
const REDACTED = '[redacted]';

function isErrorLike(value: unknown): value is Error & Record<string, unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';
}

/** The parameter values of every failed query in the error's cause chain, as strings worth scrubbing. */
function queryParams(err: unknown): string[] {
  const found: string[] = [];
  for (let e: unknown = err, depth = 0; isErrorLike(e) && depth < 10; e = e.cause, depth++) {
    if (!Array.isArray(e.params)) continue;
    for (const p of e.params) {
      const text = p instanceof Date ? p.toISOString() : typeof p === 'object' && p !== null ? JSON.stringify(p) : String(p);
      if (text.length >= MIN_SCRUBBED_LENGTH) found.push(text);
    }
  }
  return found.sort((a, b) => b.length - a.length);
}

function scrub(text: string, secrets: string[], sqlState: unknown): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  // Data exceptions quote the offending value: `invalid input syntax for type integer: "…"`.
  if (typeof sqlState === 'string' && sqlState.startsWith('22')) out = out.replace(/"[^"\n]*"/g, `"${REDACTED}"`);
  return out;
}

/** The stack's frames under a new (safe) first line: the original first lines repeat the message. */
function restack(stack: unknown, message: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [message, ...frames].join('\n');
}

function serialize(err: Error & Record<string, unknown>, secrets: string[], depth: number): LoggedError {
  // The drivers' PostgreSQL errors come from minified classes: name them by what they carry.
  const type = typeof err.code === 'string' && typeof err.severity === 'string' ? 'DatabaseError' : (err.constructor?.name ?? err.name);
  // drizzle's own message is "Failed query: <sql>\nparams: <values>": keep the SQL only.
  const ownMessage = typeof err.query === 'string' && err.message.startsWith('Failed query:') ? `Failed query: ${err.query}` : err.message;
  const message = scrub(ownMessage, secrets, err.code);
  const out: LoggedError = { type, message, stack: restack(err.stack, `${type}: ${message}`) };
  for (const key of Object.keys(err)) {
    if (VALUE_FIELDS.has(key) || key in out) continue;
    const value = err[key];
    if (isErrorLike(value)) continue;
    out[key] = typeof value === 'string' && key !== 'query' ? scrub(value, secrets, err.code) : value;
  }
  if (isErrorLike(err.cause) && depth < 5) out.cause = serialize(err.cause, secrets, depth + 1);
  return out;
}

/** An error made safe to log (see LoggedError); anything that is not an error passes through. */
export function loggableError(err: unknown): unknown {
  if (!isErrorLike(err)) return err;
  return serialize(err, queryParams(err), 0);
}

/** One safe text for a console: message, stack and causes, without query parameters. */
export function errorText(err: unknown): string {
  if (!isErrorLike(err)) return String(err);
  const lines: string[] = [];
  for (let e: unknown = loggableError(err); isErrorLike(e); e = e.cause) {
    lines.push(lines.length ? `Caused by: ${e.stack ?? e.message}` : (e.stack ?? e.message));
  }
  return lines.join('\n');
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's pino options. Every error goes through loggableError, whether logged as `{ err }`,
 * `{ error }` or as the first argument (pino would otherwise take its raw message as the log line).
 */
export function loggerOptions(options: { level: string; pretty: boolean; stream?: NodeJS.WritableStream }): LoggerOptions {
  return {
    level: options.level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: loggableError, error: loggableError },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const safe = loggableError(first) as LoggedError;
          const message = typeof rest[0] === 'string' ? rest : [safe.message, ...rest];
          return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    ...(options.stream ? { stream: options.stream } : options.pretty ? { transport: { target: 'pino-pretty' } } : {}),
  } as LoggerOptions;
}

/**
 * The process's logger, with the server's options: the HTTP app logs through it (Fastify's
 * `loggerInstance`) and so do the runtime and the background jobs, which also run without the app
 * (ROLE=worker).
 */
export function createLogger(options: { level: string; pretty: boolean; stream?: NodeJS.WritableStream }): FastifyBaseLogger {
  const { stream, ...rest } = loggerOptions(options) as LoggerOptions & { stream?: NodeJS.WritableStream };
  const pinoOptions = rest as Parameters<typeof pino>[0] & object;
  return (stream ? pino(pinoOptions, stream) : pino(pinoOptions)) as unknown as FastifyBaseLogger;
}
