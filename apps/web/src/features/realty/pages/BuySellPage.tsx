import { Hero } from '@/components/hero/Hero';

export function BuySellPage() {
  return <Hero page="buysell" />;
}
