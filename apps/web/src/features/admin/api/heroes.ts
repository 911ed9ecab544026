import type { Hero, HeroPage } from '@manara/shared/schemas/hero';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PHOTOS_PENDING_REFRESH_MS } from '@/components/form/photos-pending';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/query-keys';

const KEY = [...queryRoots.admin, 'heroes'] as const;

/** GET /admin/heroes/: every page with its hero (null: the page's built-in one). */
export const useAdminHeroes = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ page: HeroPage; hero: Hero | null }[]>('/admin/heroes/', { signal }),
    // A new picture is being prepared: asked again until it is ready.
    refetchInterval: (query) => (query.state.data?.some((h) => h.hero?.background_image_pending) ? PHOTOS_PENDING_REFRESH_MS : false),
  });

/** PUT /admin/heroes/{page}/ with the texts and files; the staff list and the public heroes refresh after. */
export function useSaveHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, form, onProgress }: { page: HeroPage; form: FormData; onProgress(fraction: number): void }) =>
      api.upload<Hero>('PUT', `/admin/heroes/${page}/`, form, { onProgress }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: queryRoots.hero });
    },
  });
}
