import { errorBody, validationErrorBody, z } from '@manara/shared';

/** A 400 is a field error body, or `{ detail, code }` for a body that is not JSON at all. */
export const badRequestBody = z.union([validationErrorBody, errorBody]);
