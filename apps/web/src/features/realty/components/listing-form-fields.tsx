import { LISTING_FORM, listingField, type ListingField } from '@manara/shared/listing';
import { Fragment, useId, type ReactNode } from 'react';
import { NumberField, SelectField, TextField } from '@/components/form/fields';
import { FormSection } from '@/components/form/form-layout';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/** A select of countries or cities, as the form fills it (they load from the API). */
export interface PlaceSelect {
  options: { value: number; label: string }[];
  placeholder: string;
  disabled: boolean;
}

/** What the form draws itself: the fields whose control is `own` (listing.ts), the media section, and the selects of places. */
export interface FormParts {
  own: Record<string, ReactNode>;
  media: ReactNode;
  places: Record<'countries' | 'cities', PlaceSelect>;
}

/**
 * Fields in each language (decision 045), the page's language first: each language a group of its own,
 * its fields written in its direction; either may stay empty.
 */
function LanguageGroups({ fields }: { fields: readonly ListingField[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hintId = useId();
  return (
    <>
      <p id={hintId} className="text-sm text-stone-600">
        {t('realty.form.languagesHint')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {(locale === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const)).map((lang) => (
          <fieldset key={lang} aria-describedby={hintId} className="space-y-3 rounded-xl border border-stone-200 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-800">{t(`realty.form.language.${lang}`)}</legend>
            {fields
              .filter((f) => f.language?.lang === lang)
              .map((f) => (
                <FieldControl key={f.key} field={f} />
              ))}
          </fieldset>
        ))}
      </div>
    </>
  );
}

/** A field as its description says to ask for it (listing.ts); `own` and `places` come from the form. */
function FieldControl({ field, parts }: { field: ListingField; parts?: FormParts }) {
  const { t } = useTranslation();
  const { key, value, control } = field;
  if (!control) return null;
  const label = t(field.label);
  const required = 'required' in value && value.required !== undefined;
  switch (control.kind) {
    case 'own':
      return <>{parts?.own[key]}</>;
    case 'number':
      return <NumberField name={key} label={label} required={required} integer={control.integer} />;
    case 'select': {
      if (control.from !== 'choices') return <SelectField name={key} label={label} required {...parts!.places[control.from]} />;
      const choices = value.kind === 'choice' ? value : null;
      return (
        <SelectField
          name={key}
          label={label}
          placeholder={choices?.required ? t('realty.form.choose') : undefined}
          options={choices?.choices.map((c) => ({ value: c, label: t(`${choices.labels}.${c}`) })) ?? []}
          required
        />
      );
    }
    case 'text':
      if (value.kind === 'language-text')
        return (
          <TextField
            name={key}
            label={label}
            lang={field.language?.lang}
            maxLength={value.max}
            long={control.long}
            rows={control.long && 4}
          />
        );
      return (
        <TextField
          name={key}
          label={label}
          lang={field.language?.lang}
          ltr={control.ltr}
          required={required}
          hint={required ? undefined : t('realty.form.optional')}
        />
      );
  }
}

const GRIDS = { 2: 'grid gap-4 sm:grid-cols-2', 3: 'grid grid-cols-3 gap-3' } as const;

/** The listing form's sections (listing.ts LISTING_FORM), each row of fields as its description lays it out. */
export function ListingFormSections({ parts }: { parts: FormParts }) {
  const { t } = useTranslation();
  return LISTING_FORM.map(({ section, rows }) => (
    <FormSection key={section} title={t(`realty.form.${section}`)}>
      {section === 'media' && parts.media}
      {rows.map((row) => {
        const fields = row.fields.map((key) => listingField(key)!);
        if (row.columns === 'languages') return <LanguageGroups key={row.fields[0]} fields={fields} />;
        const controls = fields.map((f) => <FieldControl key={f.key} field={f} parts={parts} />);
        return row.columns === 1 ? (
          <Fragment key={row.fields[0]}>{controls}</Fragment>
        ) : (
          <div key={row.fields[0]} className={GRIDS[row.columns]}>
            {controls}
          </div>
        );
      })}
    </FormSection>
  ));
}
