import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { cityId, contractReview, createTestUser } from '../../test/factories';

/**
 * The public directories' answers are reused like rendered pages (decisions 014 and 075): the same
 * address answers from memory for PAGE_CACHE_SECONDS, and any successful change made through the API
 * is shown on the next request. A change written behind the API's back (here: SQL) is what shows that
 * an answer was reused at all.
 */
describe('reused answers: the public directories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PAGE_CACHE_SECONDS: '60' } });
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const names = async (url: string) =>
    ((await get(url)).json() as { results: { provider: { name: string } }[] }).results.map((c) => c.provider.name);

  it('answers an address from memory until a change is made through the API, which shows at once', async () => {
    const ramallah = await cityId(ctx.db, 'Ramallah');
    const lawyer = await createTestUser(ctx, { role: 'provider', providerType: 'lawyer', name: 'Samir Haddad' });
    await ctx.db.execute(sql`
      insert into provider_profiles (user_id, display_name, verification_status, languages, city_ids)
      values (${lawyer.id}, 'Samir Haddad', 'verified', '{ar}', ${`{${ramallah}}`}::int[])`);
    const service = { ...contractReview, city_ids: [ramallah] };
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/services/mine/', payload, headers: lawyer.headers });
    expect((await post(service)).statusCode).toBe(201);
    expect(await names('/services/directory/legal/')).toEqual(['Samir Haddad']);
    expect(await names('/services/directory/legal/?search=haddad')).toEqual(['Samir Haddad']);

    await ctx.db.execute(sql`update provider_profiles set display_name = 'Samir H.' where user_id = ${lawyer.id}`);
    expect(await names('/services/directory/legal/'), 'the same address, reused').toEqual(['Samir Haddad']);
    expect(await names('/services/directory/legal/?page_size=5'), 'another address, asked now').toEqual(['Samir H.']);

    // A request the API refuses changes nothing, so forgets nothing.
    expect((await post({ ...service, price: -1 })).statusCode).toBe(400);
    expect(await names('/services/directory/legal/')).toEqual(['Samir Haddad']);

    // A change through the API: every reused answer is forgotten before its response leaves.
    expect((await post({ ...service, title_en: 'Lease review' })).statusCode).toBe(201);
    expect(await names('/services/directory/legal/')).toEqual(['Samir H.']);
    expect(await names('/services/directory/legal/?search=haddad')).toEqual(['Samir H.']);
  });
});
