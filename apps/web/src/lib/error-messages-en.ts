import { ERROR_MESSAGES, type ErrorCode } from '@manara/shared/errors';

/**
 * The API's error messages in English only, by code: the chunk a page in that language loads
 * with its catalogue (lib/i18n.ts), instead of both languages' messages (decision 054). The build
 * replaces this module's body with the messages themselves (vite.config.ts), so the other language's
 * never reach the browser; unit tests run it as written.
 */
const messages = Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([code, text]) => [code, text.en])) as Record<ErrorCode, string>;
export default messages;
