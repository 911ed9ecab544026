import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from './ui/link';

/** An icon, a title and a short text; a link when `to` is given. */
export function FeatureCard({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  to?: string;
  action?: string;
}) {
  const body = (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
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
