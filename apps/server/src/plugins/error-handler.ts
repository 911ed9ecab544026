import { errorMessage, isErrorCode, localeFromAcceptLanguage, type ErrorCode, type Locale } from '@manara/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, sqlState } from '../lib/errors';
import { isBucketUnavailable } from '../platform/storage';

/** Seconds a client is asked to wait when the database does not answer (it usually returns within seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  503: 'service_unavailable',
};

const FASTIFY_CODES: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large'],
  FST_PARTS_LIMIT: [413, 'payload_too_large'],
  FST_FILES_LIMIT: [413, 'payload_too_large'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupported_media_type'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'malformed_form'],
  FST_MP_PREMATURE_CLOSE: [400, 'malformed_multipart'],
  FST_PROTO_VIOLATION: [400, 'malformed_multipart'],
  // Answered before routing (frameworkErrors below): a path that does not decode, a parameter past 200 characters.
  FST_ERR_BAD_URL: [400, 'invalid_url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'invalid_url'],
};

/**
 * What the multipart parser (busboy) throws for a form that is cut short or has no usable boundary:
 * plain errors, told apart only by their messages.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.)$/;

/**
 * Data exceptions a value that slipped past every schema can still raise: text PostgreSQL cannot hold
 * (22021: NUL or bytes that are not UTF-8; 22P05: a character with no equivalent, such as a lone
 * surrogate in JSON). The value is the client's, so the answer is theirs too: a 400, never a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** query_canceled: PostgreSQL ended a statement at `statement_timeout` (config's databaseStatementTimeoutMs). */
const STATEMENT_TIMEOUT = '57014';
/** How much of an ended statement its log line keeps. */
const STATEMENT_LOG_CHARS = 120;

/** The first characters of the failed query's SQL (drizzle's `query`, never its parameters), on one line. */
function statementStart(error: unknown): string | undefined {
  for (let e = error as { query?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.query === 'string') {
      const text = e.query.replace(/\s+/g, ' ').trim();
      return text.length > STATEMENT_LOG_CHARS ? `${text.slice(0, STATEMENT_LOG_CHARS)}…` : text;
    }
  }
  return undefined;
}

/** Maps one zod issue to a translatable code: the schema's own code when it set one, else by kind. */
function issueCode(issue: ZodFastifySchemaValidationError): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message;
  const params = issue.params as { input?: unknown; origin?: string; expected?: string; format?: string };
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined || params.input === null || params.input === ''
        ? 'required'
        : params.expected === 'number'
          ? 'invalid_number'
          : 'invalid';
    case 'too_small':
      return params.origin === 'string' ? (params.input === '' ? 'required' : 'too_short') : 'too_small';
    case 'too_big':
      return params.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_choice';
    case 'invalid_format':
      return params.format === 'email' ? 'email_invalid' : 'invalid';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** Builds a DRF-style field error body: `{ field: [message], ..., code, detail, field_codes }`. */
export function fieldErrorBody(fields: Record<string, ErrorCode[]>, locale: Locale) {
  const body: Record<string, unknown> = {};
  for (const [field, codes] of Object.entries(fields)) body[field] = codes.map((c) => errorMessage(c, locale));
  return { ...body, code: 'validation_error', detail: errorMessage('validation_error', locale), field_codes: fields };
}

function validationFields(issues: ZodFastifySchemaValidationError[]): Record<string, ErrorCode[]> {
  const fields: Record<string, ErrorCode[]> = {};
  for (const issue of issues) {
    const code = issueCode(issue);
    const keys =
      issue.keyword === 'unrecognized_keys'
        ? ((issue.params as { keys?: string[] }).keys ?? [])
        : [issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors'];
    for (const key of keys) {
      const list = (fields[key] ??= []);
      if (!list.includes(code)) list.push(code);
    }
  }
  return fields;
}

/**
 * Fastify's `frameworkErrors`: failures before routing (a path that is not valid percent-encoding, a
 * parameter over the length limit) answered like every other error, in the request's language,
 * never echoing the path. No hook has run, so the language is read here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const [status, code] = (error.code && FASTIFY_CODES[error.code]) || [500, 'internal_error'];
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ detail: errorMessage(code, locale), code }));
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'ar';
    // Error bodies are built here, not by the route: skip the route's response schema so an error
    // shape the route did not declare (say, malformed JSON on a route declaring field errors) never 500s.
    // A custom serializer leaves the content type unset: say it is JSON.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      if (error.fields) return reply.code(error.statusCode).send(fieldErrorBody(error.fields, locale));
      return reply.code(error.statusCode).send({ detail: errorMessage(error.code, locale), code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrorBody(validationFields(error.validation), locale));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply.code(known[0]).send({ detail: errorMessage(known[1], locale), code: known[1] });
    }
    if (MALFORMED_MULTIPART.test(error.message) && request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      return reply.code(400).send({ detail: errorMessage('malformed_multipart', locale), code: 'malformed_multipart' });
    }
    const state = sqlState(error);
    if (state && UNSTORABLE_TEXT.has(state)) {
      // A schema let it through: worth a look, but the client is told what is wrong.
      request.log.warn({ err: error }, 'text the database cannot store reached a query');
      return reply.code(400).send({ detail: errorMessage('invalid_characters', locale), code: 'invalid_characters' });
    }
    if (state === STATEMENT_TIMEOUT) {
      // A statement ran past DATABASE_STATEMENT_TIMEOUT_MS: the database is fine, the query is worth a look.
      // One short line: the whole statement, its stack and causes made each entry about 7 KB.
      request.log.warn(
        { url: request.url, code: state, statement: statementStart(error), timeout_ms: request.server.config.databaseStatementTimeoutMs },
        'a statement ran past the statement timeout and was ended',
      );
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ detail: errorMessage('too_slow', locale), code: 'too_slow' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'invalid';
      return reply.code(status).send({ detail: errorMessage(code, locale), code });
    }
    // A dependency away (the media bucket, the database): counted, and logged once per interval
    // (lib/outage-log.ts), as an outage fails every request.
    const outage = isBucketUnavailable(error)
      ? request.server.outages.bucket
      : isDatabaseUnavailable(error)
        ? request.server.outages.database
        : null;
    if (outage) {
      outage.failed(error);
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ detail: errorMessage('service_unavailable', locale), code: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = status === 503 ? 'service_unavailable' : 'internal_error';
    return reply.code(status === 503 ? 503 : 500).send({ detail: errorMessage(code, locale), code });
  });
});
