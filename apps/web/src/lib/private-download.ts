import { api, API_BASE, ApiError } from './api';
import { useAuthStore } from './auth/store';

/**
 * Downloads a private file (a licence document, a request's attachment; decision 056) through its
 * authorised route: the session's token in the header (a plain link could not carry it), saved under
 * the name the server gives.
 */
export async function downloadPrivate(path: string): Promise<void> {
  // A signed-in call first: it renews an expired access token the way every API call does.
  await api.get('/users/me/');
  const token = useAuthStore.getState().accessToken;
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
