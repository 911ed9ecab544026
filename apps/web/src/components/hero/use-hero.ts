import { HERO_PATHS, type HeroPage } from '@manara/shared/heroes';
import type { Hero } from '@manara/shared/schemas/hero';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api';
import type { HeadImage } from '@/lib/page';

/** A page's hero; null when none is set (404): the page then shows its built-in one. */
export async function getHero(page: HeroPage): Promise<Hero | null> {
  try {
    return await api.get<Hero>(HERO_PATHS[page]);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const heroQueryOptions = (page: HeroPage) =>
  queryOptions({ queryKey: ['hero', page], queryFn: () => getHero(page), staleTime: 5 * 60_000 });

export function useHero(page: HeroPage) {
  return useQuery(heroQueryOptions(page));
}

/** Loads a page's hero for server rendering; a failure is kept in the cache (the page shows its built-in hero). */
export const prefetchHero = (queryClient: QueryClient, page: HeroPage) => queryClient.prefetchQuery(heroQueryOptions(page));

/** The hero's background image (the page's largest paint), for preloading and share previews. */
export function heroImage(queryClient: QueryClient, page: HeroPage): HeadImage | null {
  const hero = queryClient.getQueryData(heroQueryOptions(page).queryKey);
  const url = hero?.background_image_url;
  return url ? { url, width: 1600, height: 900 } : null;
}
