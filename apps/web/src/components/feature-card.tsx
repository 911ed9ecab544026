import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from './ui/link';

/**
 * An icon, a title and a short text; a link when `to` is given. The title is an h3 under a section's
 * h2, or an h2 (`headingLevel`) where the cards sit right under the page's h1, so no level is skipped.
 */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  to,
  action,
  headingLevel = 3,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to?: string;
  action?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const body = (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-bold text-stone-900">{title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-stone-600">{text}</p>
      {to && action && (
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
          {action}
          <ArrowRight className="flip-rtl size-4" aria-hidden="true" />
        </span>
      )}
    </>
  );
  const className = 'block h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md';
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
