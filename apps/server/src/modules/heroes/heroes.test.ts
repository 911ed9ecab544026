import { HERO_PAGES, HERO_PATHS } from '@manara/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { seedHeroes } from '../../seed/demo/heroes';

describe('page heroes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('answers 404 with a translated detail before any hero exists', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/common/hero/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('serves every page hero in both languages once seeded, with its image stored', async () => {
    await seedHeroes(ctx.db, ctx.storage);
    for (const page of HERO_PAGES) {
      const res = await ctx.app.inject({ url: `/api/v1${HERO_PATHS[page]}` });
      expect(res.statusCode, page).toBe(200);
      const hero = res.json();
      expect(hero.page).toBe(page);
      expect(hero.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(hero.title_en).toMatch(/[A-Za-z]/);
      expect(hero.background_image_url).toBe(`/media/heroes/${page}.webp`);
      const image = await ctx.app.inject({ url: hero.background_image_url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });

  it('gives the home hero a call to action and the section 8 finance title', async () => {
    const home = (await ctx.app.inject({ url: '/api/v1/common/hero/' })).json();
    expect(home.cta_link).toBe('/auth/register');
    expect(home.cta_text_ar).toBeTruthy();
    const finance = (await ctx.app.inject({ url: '/api/v1/catalog/finance-hero/' })).json();
    expect(finance.title_en).toBe('Our Financial & Investment Services');
  });
});
