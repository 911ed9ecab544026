import type { Locale } from '@manara/shared/i18n/index';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** What a page's data loading sees: the request's address and language, and the query cache to fill. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  /** The requested address, with the language prefix (e.g. https://…/en/realty/rent?page=2). */
  url: URL;
  locale: Locale;
}

/** A page found nothing (404) or gone (410); left out, 200. */
export interface PrefetchResult {
  status?: number;
}

export interface HeadContext extends PrefetchContext {
  t: TFunction;
  /** Origin for absolute URLs (canonical, Open Graph), e.g. https://manara.ps. */
  origin: string;
}

/** An image for share previews (Open Graph, Twitter) or to preload as the page's largest paint. */
export interface HeadImage {
  url: string;
  srcset?: string | null;
  sizes?: string;
  width?: number | null;
  height?: number | null;
  alt?: string;
}

/** What a page puts in the document head (lib/seo.ts turns it into tags). */
export interface HeadData {
  title: string;
  description: string;
  /** og:type */
  type?: 'website' | 'article';
  /** The share preview image. */
  image?: HeadImage | null;
  /** The largest image above the fold: preloaded with high priority. */
  lcpImage?: HeadImage | null;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Private pages (dashboard, sign-in) stay out of search engines. */
  noindex?: boolean;
}

/**
 * A page module's contract with the router (app/routes.tsx): the component; the data it needs, loaded
 * before the server renders it (and started early on client navigations); and its head.
 */
export interface PageRoute {
  Component: ComponentType;
  prefetch?(ctx: PrefetchContext): Promise<PrefetchResult | void>;
  head?(ctx: HeadContext): HeadData;
  /**
   * The address carries a single-use secret (?token=… of a reset, verification or unsubscribe link): the
   * server answers it `no-store` with no Referer, keeps it out of its page cache, and the page's HTML
   * never repeats the query (decision 050).
   */
  secretInAddress?: boolean;
}

/** What the route table (app/routes.tsx) keeps of a page module: the `handle` of its route. */
export interface PageHandle {
  /** The page's source file: the server preloads its chunk (Vite's manifest is keyed by it). */
  file: string;
  head?: PageRoute['head'];
  secretInAddress?: boolean;
}

/** Whether the matched pages' address carries a secret (PageRoute.secretInAddress). */
export const carriesSecret = (matches: { handle?: unknown }[]) =>
  matches.some((m) => (m.handle as PageHandle | undefined)?.secretInAddress === true);
