import type { LucideIcon } from 'lucide-react';
import { FeatureCard } from './feature-card';
import { Container, SectionTitle } from './ui/container';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';

/** Columns by how many services a page links to: three side by side, four in two rows then one. */
const GRID = { 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * A landing page's section of services, each a card linking to its page ("Learn more"): the home page's
 * three sections of the site, the realty page's four.
 */
export function ServiceLinks({
  id,
  title,
  subtitle,
  items,
  className,
}: {
  id: string;
  title: string;
  subtitle: string;
  items: { icon: LucideIcon; title: string; text: string; to: string }[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={cn('py-16', className)} aria-labelledby={id}>
      <Container>
        <SectionTitle id={id} title={title} subtitle={subtitle} />
        <ul className={cn('grid gap-6', GRID[items.length as keyof typeof GRID] ?? GRID[4])}>
          {items.map((item) => (
            <li key={item.to}>
              <FeatureCard icon={item.icon} title={item.title} text={item.text} to={item.to} action={t('common.learnMore')} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
