import type { HeroPage } from '@manara/shared/heroes';
import type { ComponentType } from 'react';
import type { HeadContext, HeadData, PageRoute, PrefetchContext } from '@/lib/page';
import { paths } from '@/lib/paths';
import { breadcrumbs } from '@/lib/structured-data';
import { heroImage, prefetchHero } from './use-hero';

export interface HeroPageOptions {
  hero: HeroPage;
  /** Key of the page's title and description under `seo.` in the translations. */
  seo: string;
  /** The trail below Home: [translation key, plain path] pairs, this page last. */
  crumbs?: [string, string][];
}

/** The head of a page with a hero: its title and description, the hero image to preload and share, breadcrumbs. */
export function heroPageHead(ctx: HeadContext, { hero, seo, crumbs }: HeroPageOptions): HeadData {
  return {
    title: ctx.t(`seo.${seo}.title`),
    description: ctx.t(`seo.${seo}.description`),
    // The server's head only: the browser build drops it (app/document-head.tsx updates the title and description).
    ...(import.meta.env.SSR && serverHead(ctx, hero, crumbs)),
  };
}

function serverHead(
  { t, origin, locale, queryClient }: HeadContext,
  hero: HeroPage,
  crumbs: [string, string][] | undefined,
): Partial<HeadData> {
  const image = heroImage(queryClient, hero);
  const trail: [string, string][] = [
    [t('nav.breadcrumbHome'), paths.home],
    ...(crumbs ?? []).map(([key, path]): [string, string] => [t(key), path]),
  ];
  return { image, lcpImage: image, jsonLd: crumbs ? [breadcrumbs(origin, locale, trail)] : [] };
}

/** A page whose only server data is its hero (finance, legal, realty landing, construction …). */
export function heroPage(Component: ComponentType, options: HeroPageOptions): PageRoute {
  return {
    Component,
    prefetch: async ({ queryClient }: PrefetchContext) => {
      await prefetchHero(queryClient, options.hero);
    },
    head: (ctx) => heroPageHead(ctx, options),
  };
}
