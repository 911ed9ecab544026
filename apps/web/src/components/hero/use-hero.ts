import { HERO_PATHS, type Hero, type HeroPage } from '@manara/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const getHero = async (page: HeroPage): Promise<Hero> => (await api.get<Hero>(HERO_PATHS[page])).data;

export const heroQueryOptions = (page: HeroPage) =>
  queryOptions({ queryKey: ['hero', page], queryFn: () => getHero(page), staleTime: 5 * 60_000 });

export function useHero(page: HeroPage) {
  return useQuery(heroQueryOptions(page));
}
