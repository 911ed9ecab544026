import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LanguageToggle } from '@/components/language-toggle';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

/** The frame of the login and register pages: a centred card with an icon, a title, the language toggle and a footer line. */
export function AuthCard({
  icon: Icon,
  title,
  subtitle,
  footer,
  wide = false,
  flipIcon = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  footer: ReactNode;
  wide?: boolean;
  /** Mirror a direction-sensitive icon (an arrow) in right-to-left. */
  flipIcon?: boolean;
  children: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className={cn('w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className={cn('size-6', flipIcon && 'flip-rtl')} aria-hidden="true" />
          </span>
          <LanguageToggle className="-me-2 text-stone-700" />
        </div>
        <h1 className="mt-4 text-2xl font-bold text-brand-800">{title}</h1>
        <p className="mt-1 text-stone-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 border-t border-stone-100 pt-5 text-center text-sm text-stone-600">{footer}</p>
      </div>
    </Container>
  );
}
