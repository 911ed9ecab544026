import { cn } from '@/lib/cn';

export function Container({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export function SectionTitle({ title, subtitle, id }: { title: string; subtitle?: string; id?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {title}
      </h2>
      {subtitle && <p className="mx-auto mt-2 max-w-2xl text-stone-600">{subtitle}</p>}
    </div>
  );
}
