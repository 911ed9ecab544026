import { formatDate, formatNumber, type Locale } from '@manara/shared/i18n/index';
import { listingField } from '@manara/shared/listing';
import type { TFunction } from 'i18next';
import '@/features/construction/locales/strings';
import '@/features/finance/locales/strings';
import '@/features/realty/locales/more-strings';

/**
 * One line of an audit entry: a field and its value before and/or after the action. A change has both
 * sides; something added (a new project) only `after`; something removed only `before`; a plain fact of
 * the action (a listing's title, the reason given) only `after`.
 */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** Bookkeeping the server keeps with a record that says nothing about the change itself. */
const NOT_SHOWN = new Set(['id', 'listings_count', 'cities_count', 'page', 'background_image', 'background_video']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the server's audit details say changed, whatever the action wrote: `{ before, after }` records
 * (only the fields that differ when both are there), a status move `{ from, to }`, and plain facts.
 */
export function auditChanges(details: unknown): AuditChange[] {
  if (details === null || details === undefined) return [];
  if (!isRecord(details)) return [{ field: 'details', after: details }];
  const { before, after, from, to, ...facts } = details;
  const changes: AuditChange[] = [];
  if (from !== undefined || to !== undefined) changes.push({ field: 'status', before: from, after: to });
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  for (const field of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    if (NOT_SHOWN.has(field)) continue;
    if (b && a) {
      if (JSON.stringify(b[field]) !== JSON.stringify(a[field])) changes.push({ field, before: b[field], after: a[field] });
    } else if (a) {
      if (!isEmpty(a[field])) changes.push({ field, after: a[field] });
    } else if (b && !isEmpty(b[field])) changes.push({ field, before: b[field] });
  }
  // Facts of the action; a zero count (no photos added) says nothing.
  for (const [field, value] of Object.entries(facts))
    if (!NOT_SHOWN.has(field) && !isEmpty(value) && value !== 0) changes.push({ field, after: value });
  return changes;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const camel = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * A field's label in the page's language: the one its editor's form shows where there is one (project,
 * hero, offering, location and listing fields), else the audit log's own, else the field's name.
 */
export function fieldLabel(t: TFunction, entity: string, field: string): string {
  const forms: Record<string, string> = {
    project: `admin.projects.fields.${field}`,
    hero: `admin.heroes.fields.${field}`,
    offering: `admin.offerings.${camel(field)}`,
    financing_profile: `admin.financing.${camel(field)}`,
    country: `admin.locations.${camel(field)}`,
    city: `admin.locations.${camel(field)}`,
    // A listing's field: its label in the listing description (decision 055), as its form shows it.
    property: listingField(field)?.label ?? `realty.form.${camel(field)}`,
  };
  const keys = [`admin.audit.fields.${field}`, forms[entity]].filter((k): k is string => Boolean(k));
  return t(keys, { defaultValue: field });
}

const LONG_TEXT = 140;

/** A value as a reader understands it: translated codes, formatted numbers and dates, summaries of media. */
export function formatAuditValue(t: TFunction, locale: Locale, entity: string, field: string, value: unknown): string {
  if (isEmpty(value)) return '—';
  if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
  if (typeof value === 'number') return field.endsWith('_id') ? `#${value}` : formatNumber(value, locale);
  const list = locale === 'ar' ? '، ' : ', ';
  if (Array.isArray(value)) {
    if (field === 'fields') return value.map((f) => fieldLabel(t, entity, String(f))).join(list);
    if (field.endsWith('_reports')) return value.map((id) => `#${String(id)}`).join(list);
    if (value.every(isRecord)) {
      const videos = value.filter((m) => m.media_type === 'video').length;
      return t('admin.projects.mediaCount', { images: formatNumber(value.length - videos, locale), videos: formatNumber(videos, locale) });
    }
    return value.map(String).join(list);
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'status') return t(`realty.statuses.${value}`, { defaultValue: value });
  if (field === 'project_type') return t(`construction.types.${value}`, { defaultValue: value });
  if (entity === 'financing_profile' && field === 'kind') return t(`admin.financing.kinds.${value}`, { defaultValue: value });
  if (field === 'category') return t(`finance.offerings.categories.${value}`, { defaultValue: value });
  if (field === 'price_unit') return t(`finance.offerings.per.${value}`, { defaultValue: value });
  if (entity === 'report' && field === 'reason') return t(`realty.report.reasons.${value}`, { defaultValue: value });
  if (field === 'completion_date') return formatDate(value, locale, { dateStyle: 'long' });
  return value.length > LONG_TEXT ? `${value.slice(0, LONG_TEXT - 1)}…` : value;
}
