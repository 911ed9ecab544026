import { ApiError, type ApiErrorBody } from '@/lib/api';

/** A failed API call as the client reports it: a status (none for a network failure) and the server's body. */
export function apiError(status?: number, body?: unknown): ApiError {
  return new ApiError(status ?? 0, (body as ApiErrorBody | undefined) ?? null);
}
