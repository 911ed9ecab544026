import { formatNumber } from '@manara/shared/i18n/index';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/** A project's key features in one language: an editable list of lines. */
export function FeatureList({
  lang,
  id,
  list,
  error,
  disabled,
  onChange,
}: {
  lang: 'ar' | 'en';
  /** The id prefix: the first line is `${id}-0`, the error `${id}-error`. */
  id: string;
  list: string[];
  error?: string;
  disabled: boolean;
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = t(`admin.projects.fields.features_${lang}`);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </p>
      <ul className="space-y-2">
        {list.map((value, i) => (
          <li key={i} className="flex items-center gap-2">
            <Input
              id={`${id}-${i}`}
              aria-label={`${label}: ${t('admin.projects.feature', { n: formatNumber(i + 1, locale) })}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              lang={lang}
              value={value}
              disabled={disabled}
              onChange={(e) => onChange(list.map((v, j) => (j === i ? e.target.value : v)))}
            />
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              disabled={disabled}
              aria-label={t('admin.projects.removeFeature', { n: formatNumber(i + 1, locale) })}
              onClick={() => onChange(list.filter((_, j) => j !== i))}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => onChange([...list, ''])}>
        <Plus className="size-4" aria-hidden="true" />
        {t('admin.projects.addFeature')}
      </Button>
    </div>
  );
}
