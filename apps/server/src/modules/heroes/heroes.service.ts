import type { Hero, HeroPage } from '@manara/shared';
import { AppError } from '../../lib/errors';
import { toHero } from './heroes.presenter';
import type { HeroesRepository } from './heroes.repository';

export function createHeroesService(repo: HeroesRepository) {
  return {
    async get(page: HeroPage): Promise<Hero> {
      const row = await repo.findByPage(page);
      if (!row) throw AppError.notFound();
      return toHero(row);
    },
  };
}
export type HeroesService = ReturnType<typeof createHeroesService>;
