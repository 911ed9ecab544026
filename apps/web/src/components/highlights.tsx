import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { FeatureCard } from './feature-card';
import { Container } from './ui/container';

/**
 * The row of four highlights under a page's hero. Its heading is for screen readers (the cards speak
 * for themselves on screen), and keeps the page's heading levels in order (h1 → h2 → the cards' h3).
 */
export function Highlights({ title, items }: { title: string; items: { icon: LucideIcon; title: string; text: string }[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Container className="py-14">
        <h2 id={id} className="sr-only">
          {title}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title} text={item.text} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
