import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useMatches } from 'react-router';
import { localeFromPath } from '@/lib/paths';
import { pageAddresses } from '@/lib/seo';
import { manifestPath } from '@/lib/web-app';
import type { PageHandle } from '@/lib/page';

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step on client-side navigation: title, description, canonical and language
 * alternates (the server wrote them, with Open Graph and JSON-LD, for the first page). The title
 * follows the page's data as it arrives.
 */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    const match = [...matches].reverse().find((m) => (m.handle as PageHandle | undefined)?.head);
    const head = (match?.handle as PageHandle | undefined)?.head;
    if (!match || !head) return;
    const url = new URL(location.pathname + location.search, window.location.origin);
    const locale = localeFromPath(url.pathname);
    const update = () => {
      const data = head({ queryClient, params: match.params, url, locale, t, origin: url.origin });
      if (document.title !== data.title) document.title = data.title;
      setAttribute('meta[name="description"]', 'content', data.description);
      const addresses = pageAddresses(url.origin, url);
      setAttribute('link[rel="canonical"]', 'href', addresses[locale]);
      setAttribute('link[rel="alternate"][hreflang="ar"]', 'href', addresses.ar);
      setAttribute('link[rel="alternate"][hreflang="en"]', 'href', addresses.en);
      setAttribute('link[rel="alternate"][hreflang="x-default"]', 'href', addresses.xDefault);
      setAttribute('link[rel="manifest"]', 'href', manifestPath(locale));
    };
    update();
    return queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && update());
  }, [matches, location.pathname, location.search, queryClient, t]);
  return null;
}
