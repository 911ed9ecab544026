import { HomePage, route as homeRoute } from '@/features/home/pages/home-page';
import { RecentlyViewedSlot } from '@/features/realty/components/recently-viewed-slot';
import type { PageRoute } from '@/lib/page';

/** The home page, with this browser's recently viewed listings under it once there are any (issue 33). */
function Home() {
  return (
    <>
      <HomePage />
      <RecentlyViewedSlot className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8" />
    </>
  );
}

export const route: PageRoute = { ...homeRoute, Component: Home };
