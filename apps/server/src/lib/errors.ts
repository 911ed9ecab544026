import { isErrorCode, type ErrorCode } from '@manara/shared';
import type { z } from 'zod';

/** A setting that cannot be used: the process stops with its one-line message (config.ts, start-up). */
export class ConfigError extends Error {}

/**
 * An expected failure with an HTTP status and a translatable code. Services throw these; the error
 * handler renders them in the request's language. `fields` turns it into a field error.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: Record<string, ErrorCode[]>,
  ) {
    super(code);
  }

  static notFound(code: ErrorCode = 'not_found') {
    return new AppError(404, code);
  }
  static field(field: string, code: ErrorCode) {
    return new AppError(400, 'validation_error', { [field]: [code] });
  }
}

/**
 * Parses input a route read itself (multipart fields, a mixed body) with a shared schema; its problems
 * become field errors, one list of codes per top-level field (the schemas carry error codes as messages).
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, ErrorCode[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'invalid';
    const list = (fields[key] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  throw new AppError(400, 'validation_error', fields);
}

/** The SQLSTATE of a database error (PostgreSQL and PGlite, possibly wrapped by drizzle). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
