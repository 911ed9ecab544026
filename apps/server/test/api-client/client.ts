import createClient from 'openapi-fetch';
import type { paths } from './schema.gen';

/**
 * A client typed by openapi-typescript from the API document (schema.gen.ts, kept equal to a fresh
 * generation by openapi.test.ts): `npm run typecheck` checks these calls against the document, and the
 * test runs them against the server, so the document cannot drift from what the server takes.
 */
export function apiClient(fetch: (request: Request) => Promise<Response>) {
  return createClient<paths>({ baseUrl: 'http://manara.test', fetch });
}
type Client = ReturnType<typeof apiClient>;

/** A form's fields and files as multipart: JSON lists as JSON text (a FormData text part has no content type). */
function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, name);
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}

export async function signIn(client: Client, email: string, password: string) {
  const { data, error } = await client.POST('/api/v1/auth/login/', { body: { email, password } });
  if (!data) throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
  return { authorization: `Bearer ${data.access}`, user: data.user };
}

export async function submitListing(client: Client, authorization: string, cityId: number, photo: Blob) {
  return client.POST('/api/v1/realty/properties/', {
    headers: { authorization },
    body: {
      title_en: 'Sunny flat',
      description_en: 'Two bedrooms near the centre.',
      type: 'apartment',
      purpose: 'sale',
      price: 120_000,
      currency: 'USD',
      area: 110,
      beds: 2,
      city_id: cityId,
      address: 'Main street',
      amenities: ['parking', 'balcony'],
      photo_order: [{ file: 'image_0' }],
      image_0: photo,
    },
    bodySerializer: formData,
  });
}

export async function getListing(client: Client, authorization: string, id: number) {
  return client.GET('/api/v1/realty/properties/{id}/', { headers: { authorization }, params: { path: { id } } });
}

export async function listListings(client: Client) {
  return client.GET('/api/v1/realty/properties/', { params: { query: { purpose: 'sale', ordering: '-created_at', page_size: 5 } } });
}
