import type { ProviderProfileUpdate, VerificationStatus } from '@manara/shared/schemas/providers';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cities, providerProfiles, users } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';
import type { MediaRecords, Variants } from '../media';

export type ProfileRow = typeof providerProfiles.$inferSelect;

/** The account a profile belongs to, as the profile pages need it. */
export interface ProviderAccount {
  id: number;
  name: string;
  email: string;
  role: 'client' | 'provider';
  providerType: 'financial_expert' | 'realtor' | 'lawyer' | null;
  isActive: boolean;
  language: 'ar' | 'en';
  emailVerifiedAt: Date | null;
  mutedNotifications: string[];
  dateJoined: Date;
}

export interface CityName {
  id: number;
  name_ar: string;
  name_en: string;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  providerType: users.providerType,
  isActive: users.isActive,
  language: users.language,
  emailVerifiedAt: users.emailVerifiedAt,
  mutedNotifications: users.mutedNotifications,
  dateJoined: users.dateJoined,
};

/** The only code that queries provider_profiles, apart from the read port (provider-ports.ts). */
export function createProvidersRepository(db: Db, clock: Clock = systemClock) {
  return {
    /** The account and its profile (null when the provider has not saved one yet). */
    async find(userId: number, tx?: Tx): Promise<{ account: ProviderAccount; profile: ProfileRow | null } | undefined> {
      const [row] = await (tx ?? db)
        .select({ account: accountColumns, profile: providerProfiles })
        .from(users)
        .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The profile's row locked for a change of its verification (one decision at a time). */
    async lock(tx: Tx, userId: number): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(providerProfiles).where(eq(providerProfiles.userId, userId)).for('update');
      return row;
    },

    /** Writes the provider's own fields, making the profile on its first save. */
    async saveProfile(userId: number, values: ProviderProfileUpdate): Promise<void> {
      const fields = {
        displayName: values.display_name,
        bioAr: values.bio_ar,
        bioEn: values.bio_en,
        cityIds: values.city_ids,
        languages: values.languages,
        officeCityId: values.office_city_id,
        officeAddress: values.office_address,
        latitude: values.latitude,
        longitude: values.longitude,
        phone: values.phone,
        showPhone: values.show_phone,
        showWhatsapp: values.show_whatsapp,
        yearsExperience: values.years_experience,
        updatedAt: clock.now(),
      };
      await db
        .insert(providerProfiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: providerProfiles.userId, set: fields });
    },

    /** A profile made from the account's name, for a provider who submits a licence before editing it. */
    async ensureProfile(tx: Tx, userId: number, displayName: string): Promise<void> {
      await tx.insert(providerProfiles).values({ userId, displayName }).onConflictDoNothing();
    },

    /** Sets the verification fields (the caller holds the row's lock and decided the move). */
    async setVerification(
      tx: Tx,
      userId: number,
      change: {
        status: VerificationStatus;
        reason?: string | null;
        licence?: { authority: string; number: string };
        document?: { key: string; mime: string; bytes: number };
        reviewedBy?: number | null;
      },
    ): Promise<void> {
      const now = clock.now();
      await tx
        .update(providerProfiles)
        .set({
          verificationStatus: change.status,
          verificationReason: change.reason ?? null,
          ...(change.licence && { licenceAuthority: change.licence.authority, licenceNumber: change.licence.number }),
          ...(change.document && {
            documentKey: change.document.key,
            documentMime: change.document.mime,
            documentBytes: change.document.bytes,
            submittedAt: now,
            reviewedAt: null,
            reviewedBy: null,
          }),
          ...(change.reviewedBy !== undefined && { reviewedAt: now, reviewedBy: change.reviewedBy }),
          updatedAt: now,
        })
        .where(eq(providerProfiles.userId, userId));
    },

    /** Sets a new photo (its variants to come) and returns the one it replaced. */
    async setPhoto(tx: Tx, userId: number, key: string | null): Promise<{ key: string | null; widths: number[] }> {
      const [before] = await tx
        .select({ key: providerProfiles.photo, widths: providerProfiles.photoWidths })
        .from(providerProfiles)
        .where(eq(providerProfiles.userId, userId))
        .for('update');
      await tx
        .update(providerProfiles)
        .set({ photo: key, photoWidths: [], updatedAt: clock.now() })
        .where(eq(providerProfiles.userId, userId));
      return before ?? { key: null, widths: [] };
    },

    /** Staff's queue: profiles in the given states, oldest submission first. */
    async queue(statuses: VerificationStatus[], limit: number) {
      return db
        .select({ account: accountColumns, profile: providerProfiles })
        .from(providerProfiles)
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(inArray(providerProfiles.verificationStatus, statuses))
        .orderBy(asc(providerProfiles.submittedAt), asc(providerProfiles.userId))
        .limit(limit);
    },

    /** Names of the cities among `ids` that exist, in `ids`' order. */
    async cityNames(ids: number[]): Promise<CityName[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: cities.id, name_ar: cities.nameAr, name_en: cities.nameEn })
        .from(cities)
        .where(inArray(cities.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The media pipeline's side of profile photos (folder providers/). */
    /** Every private-area key a profile names: the licence documents (the media sweep keeps those files). */
    async documentKeys(): Promise<string[]> {
      const rows = await db
        .select({ key: providerProfiles.documentKey })
        .from(providerProfiles)
        .where(sql`${providerProfiles.documentKey} is not null`);
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },

    mediaRecords(): Required<MediaRecords> {
      const holds = (key: string) => eq(providerProfiles.photo, key);
      const pending = sql`cardinality(${providerProfiles.photoWidths}) = 0`;
      return {
        async mediaKeys() {
          const rows = await db
            .select({ key: providerProfiles.photo })
            .from(providerProfiles)
            .where(sql`${providerProfiles.photo} is not null`);
          return rows.flatMap((r) => (r.key ? [r.key] : []));
        },
        async pendingPhotos(olderThanMs: number) {
          const rows = await db
            .select({ key: providerProfiles.photo })
            .from(providerProfiles)
            .where(
              and(
                sql`${providerProfiles.photo} is not null`,
                pending,
                lte(providerProfiles.updatedAt, new Date(clock.now().getTime() - olderThanMs)),
              ),
            );
          return rows.flatMap((r) => (r.key ? [r.key] : []));
        },
        async photoPending(key: string) {
          const rows = await db
            .select({ id: providerProfiles.userId })
            .from(providerProfiles)
            .where(and(holds(key), pending))
            .limit(1);
          return rows.length > 0;
        },
        async setPhotoVariants(key: string, variants: Variants) {
          const rows = await db
            .update(providerProfiles)
            .set({ photoWidths: variants.widths })
            .where(holds(key))
            .returning({ id: providerProfiles.userId });
          return rows.length > 0;
        },
        async dropPhoto(key: string) {
          await db.update(providerProfiles).set({ photo: null, photoWidths: [] }).where(holds(key));
        },
      };
    },
  };
}
export type ProvidersRepository = ReturnType<typeof createProvidersRepository>;
