import type { DirectoryPage } from '@manara/shared/schemas/services';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

/** How many lawyers each group of the chooser offers. */
const LAWYERS = 20;

export interface LawyerChoice {
  id: number;
  name: string;
  photo_url: string | null;
}

/**
 * The verified lawyers a buyer may ask about a listing (issue 32 item 7): those serving its city first,
 * then the others, from the legal directory (GET /services/directory/legal/).
 */
export const lawyersQueryOptions = (city: number | undefined) =>
  queryOptions({
    queryKey: [...queryRoots.requests, 'lawyers', city ?? 0] as const,
    queryFn: async ({ signal }) => {
      const [near, all] = await Promise.all([
        city ? api.get<DirectoryPage>('/services/directory/legal/', { params: { city, page_size: LAWYERS }, signal }) : null,
        api.get<DirectoryPage>('/services/directory/legal/', { params: { page_size: LAWYERS }, signal }),
      ]);
      const choice = (card: DirectoryPage['results'][number]): LawyerChoice => ({
        id: card.provider.id,
        name: card.provider.name,
        photo_url: card.provider.photo_url,
      });
      const nearIds = new Set(near?.results.map((c) => c.provider.id) ?? []);
      return {
        near: near?.results.map(choice) ?? [],
        others: all.results.filter((c) => !nearIds.has(c.provider.id)).map(choice),
      };
    },
  });
