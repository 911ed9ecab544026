import type { TestContext } from './context';
import type { TestUser } from './factories';

/** A request to the API through the HTTP layer as `user` (anonymous when null), in `lang` (Arabic by default). */
export function callApi(
  ctx: TestContext,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'ar',
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload && { payload }),
    headers: { ...(user?.headers ?? {}), 'accept-language': lang },
  });
}
