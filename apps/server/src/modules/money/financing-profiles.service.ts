import type { FinancingProfile, FinancingProfileUpdateRequest, FinancingProfileWriteRequest } from '@manara/shared';
import type { AuthUser } from '../../http/viewer';
import type { AuditRecorder } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { FinancingProfileRow, FinancingProfilesRepository } from './financing-profiles.repository';

export function toFinancingProfile(row: FinancingProfileRow): FinancingProfile {
  return {
    id: row.id,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    kind: row.kind,
    currency: row.currency,
    annual_rate: Number(row.annualRate),
    max_years: row.maxYears,
    min_down_payment_percent: Number(row.minDownPaymentPercent),
    checked_on: row.checkedOn,
    is_active: row.isActive,
  };
}

type ProfileColumns = Parameters<FinancingProfilesRepository['insert']>[0];

/** A request's fields as the table's columns: all of them for a new profile, those given for a change. */
function columns(input: FinancingProfileWriteRequest): ProfileColumns;
function columns(input: FinancingProfileUpdateRequest): Partial<ProfileColumns>;
function columns(input: FinancingProfileUpdateRequest): Partial<ProfileColumns> {
  return {
    nameAr: input.name_ar,
    nameEn: input.name_en,
    kind: input.kind,
    currency: input.currency,
    annualRate: input.annual_rate,
    maxYears: input.max_years,
    minDownPaymentPercent: input.min_down_payment_percent,
    checkedOn: input.checked_on,
    isActive: input.is_active,
  };
}

/**
 * Financing profiles (decision 062): the calculator's presets. Visitors read the active ones; staff list,
 * add, change and delete them, each change audited in its own transaction.
 */
export function createFinancingProfilesService(deps: { repo: FinancingProfilesRepository; audit: AuditRecorder }) {
  const { repo, audit } = deps;
  const entry = (staff: AuthUser, action: string, id: number, details: Record<string, unknown>) => ({
    actorId: staff.id,
    action: `financing_profile.${action}`,
    entity: 'financing_profile',
    entityId: String(id),
    details,
  });
  return {
    async list(activeOnly: boolean): Promise<FinancingProfile[]> {
      return (await repo.list(activeOnly)).map(toFinancingProfile);
    },
    async create(staff: AuthUser, input: FinancingProfileWriteRequest): Promise<FinancingProfile> {
      const row = await repo.insert(columns(input), (tx, created) =>
        audit(entry(staff, 'create', created.id, { after: toFinancingProfile(created) }), tx),
      );
      return toFinancingProfile(row);
    },
    async update(staff: AuthUser, id: number, input: FinancingProfileUpdateRequest): Promise<FinancingProfile> {
      const row = await repo.update(id, columns(input), (tx, before, after) =>
        audit(entry(staff, 'update', id, { before: toFinancingProfile(before), after: toFinancingProfile(after) }), tx),
      );
      if (!row) throw AppError.notFound();
      return toFinancingProfile(row);
    },
    async remove(staff: AuthUser, id: number): Promise<void> {
      const row = await repo.remove(id, (tx, before) => audit(entry(staff, 'delete', id, { before: toFinancingProfile(before) }), tx));
      if (!row) throw AppError.notFound();
    },
  };
}
export type FinancingProfilesService = ReturnType<typeof createFinancingProfilesService>;
