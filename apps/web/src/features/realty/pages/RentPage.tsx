import { Hero } from '@/components/hero/Hero';

export function RentPage() {
  return <Hero page="rent" />;
}
