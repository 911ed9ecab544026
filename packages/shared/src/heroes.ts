/** Pages that carry a hero (specification §3), and the API path of each one's hero (§7). */
export const HERO_PAGES = ['home', 'finance', 'realty', 'buysell', 'rent', 'construction', 'completed_projects'] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

export const HERO_PATHS: Record<HeroPage, string> = {
  home: '/common/hero/',
  finance: '/catalog/finance-hero/',
  realty: '/realty/realty-hero/',
  buysell: '/realty/buysell-hero/',
  rent: '/realty/rent-hero/',
  construction: '/realty/construction-hero/',
  completed_projects: '/realty/completed-projects-hero/',
};
