import type { PropertyPurpose } from '@manara/shared/schemas/realty';
import type { ComponentType } from 'react';
import { heroPageHead } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import type { PageRoute } from '@/lib/page';
import { exchangeRatesQueryOptions } from '@/lib/exchange-rates';
import { paths } from '@/lib/paths';
import { citiesQueryOptions, countriesQueryOptions } from '../api/locations';
import { propertiesQueryOptions } from '../api/catalogue';
import { listParams } from './filters';

/**
 * Buy-sell and rent: the server renders the list the address asks for (filters, ordering and page from
 * the URL), with the hero and the city names the filter bar and its chips show.
 */
export function listingRoute(Component: ComponentType, purpose: PropertyPurpose): PageRoute {
  const hero = purpose === 'rent' ? 'rent' : 'buysell';
  return {
    Component,
    prefetch: async ({ queryClient, url }) => {
      const countries = queryClient.ensureQueryData(countriesQueryOptions()).catch(() => []);
      await Promise.all([
        prefetchHero(queryClient, hero),
        queryClient.prefetchQuery(exchangeRatesQueryOptions()),
        queryClient.prefetchQuery(propertiesQueryOptions(listParams(purpose, url.searchParams))),
        countries.then((list) => list[0] && queryClient.prefetchQuery(citiesQueryOptions(list[0].id))),
      ]);
    },
    head: (ctx) => {
      const head = heroPageHead(ctx, {
        hero,
        seo: purpose === 'rent' ? 'rent' : 'buySell',
        crumbs: [
          ['nav.realty', paths.realty],
          [purpose === 'rent' ? 'footer.rent' : 'footer.buySell', purpose === 'rent' ? paths.rent : paths.buySell],
        ],
      });
      // The map view shows no hero (issue 33): its image is not the page's largest paint, so not preloaded.
      return ctx.url.searchParams.get('view') === 'map' ? { ...head, lcpImage: undefined } : head;
    },
  };
}
