import type { ErrorCode } from '@manara/shared';

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
