import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../test/api';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createTestUser, type TestUser } from '../../../../test/factories';

/**
 * Issue 32, pillar 7: a land plot's basin (حوض) and plot number (قطعة) as its owner gives them, added
 * through the listing's description: optional, validated, on the page (not cards), held for review.
 */
describe("a land plot's basin and plot number", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let ramallah: number;

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, lang = 'ar') =>
    callApi(ctx, user, method, url, payload, lang);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    ramallah = await cityId(ctx.db, 'Ramallah');
  });

  const land = () => ({
    title_ar: 'أرض زراعية في عين عريك',
    description_ar: 'أرض مزروعة بالزيتون.',
    type: 'land',
    purpose: 'sale',
    price: '90000',
    currency: 'JOD',
    area: '2000',
    city_id: String(ramallah),
    address: 'عين عريك',
  });

  it('stores them trimmed and shows them on the page, not on cards; refuses what free text refuses', async () => {
    const res = await call(owner, 'POST', '/realty/properties/', { ...land(), land_basin: '  حوض 5 — المراح ', land_plot: '112' });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    expect(res.json()).toMatchObject({ land_basin: 'حوض 5 — المراح', land_plot: '112' });
    await call(staff, 'POST', `/admin/properties/${id}/approve/`);
    expect((await call(null, 'GET', `/realty/properties/${id}/`, undefined, 'en')).json()).toMatchObject({
      land_basin: 'حوض 5 — المراح',
      land_plot: '112',
    });
    const mine = (await call(owner, 'GET', '/realty/properties/my_properties/')).json();
    expect(mine.results[0]).not.toHaveProperty('land_plot');

    const without = await call(owner, 'POST', '/realty/properties/', land());
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json()).toMatchObject({ land_basin: null, land_plot: null });

    const bad = await call(owner, 'POST', '/realty/properties/', { ...land(), land_basin: 'حوض\u202e5', land_plot: '9'.repeat(41) }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_codes).toEqual({ land_basin: ['invalid_characters'], land_plot: ['too_long'] });
    expect(bad.json().land_plot).toEqual(['This value is too long.']);
    const wrongType = await call(owner, 'POST', '/realty/properties/', { ...land(), land_plot: { n: 1 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().field_codes).toEqual({ land_plot: ['invalid'] });
  });

  it('holds an edit of them on a live listing until staff apply it', async () => {
    const created = await call(owner, 'POST', '/realty/properties/', land());
    const id: number = created.json().id;
    await call(staff, 'POST', `/admin/properties/${id}/approve/`);

    const edit = await call(owner, 'PATCH', `/realty/properties/${id}/`, { land_basin: 'حوض 7', land_plot: '45' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      status: 'active',
      land_basin: null,
      pending_changes: { status: 'pending', fields: { land_basin: 'حوض 7', land_plot: '45' } },
    });
    expect((await call(null, 'GET', `/realty/properties/${id}/`)).json()).toMatchObject({ land_basin: null, land_plot: null });

    const waiting = (await call(staff, 'GET', '/admin/listing-changes/')).json();
    expect(waiting.results.find((r: { id: number }) => r.id === id)).toMatchObject({
      changes: { fields: { land_basin: 'حوض 7', land_plot: '45' } },
      published: { land_basin: null, land_plot: null },
    });
    expect((await call(staff, 'POST', `/admin/listing-changes/${id}/approve/`)).statusCode).toBe(204);
    expect((await call(null, 'GET', `/realty/properties/${id}/`)).json()).toMatchObject({ land_basin: 'حوض 7', land_plot: '45' });
  });
});
