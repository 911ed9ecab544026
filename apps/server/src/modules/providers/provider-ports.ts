import type { ProviderType } from '@manara/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { providerProfiles, users } from '../../db/schema';
import { imageRef, type MediaUrls } from '../../lib/media-urls';

/** What another module may know of a provider (services' directories, requests' parties). */
export interface ProviderSummary {
  id: number;
  display_name: string;
  provider_type: ProviderType;
  /** The photo or logo at the display width, or null. */
  photo: { url: string; srcset: string } | null;
  /** Public-verified: verification_status = 'verified' and the account active (decision 056). */
  verified: boolean;
  active: boolean;
  language: 'ar' | 'en';
  city_ids: number[];
  languages: string[];
}

/** A user as a provider a request may go to (requests' check before a request is sent). */
export interface ProviderStanding {
  provider: boolean;
  type: ProviderType | null;
  active: boolean;
  verified: boolean;
}

/**
 * The providers module's read port (decision 056): services and requests use only this, never the
 * providers repository or its table. Reads run on `db` or inside a caller's transaction.
 */
export interface ProviderPorts {
  /** True when the user is a provider, active, and verified by staff. */
  isVerifiedProvider(userId: number, tx?: Db | Tx): Promise<boolean>;
  /** Summaries of the providers among `ids` that have a profile (others are left out), by id. */
  publicProviderSummary(ids: number[], tx?: Db | Tx): Promise<Map<number, ProviderSummary>>;
  /**
   * A user as a provider a request may go to: whether they are a provider (and of which type), active,
   * and verified by staff; undefined for no such user.
   */
  standing(userId: number): Promise<ProviderStanding | undefined>;
  /** Every provider whose public page shows them as verified (verified and active), in id order, for the sitemap. */
  verifiedPages(): Promise<{ id: number; updatedAt: Date }[]>;
}

export function createProviderPorts(db: Db, media: MediaUrls): ProviderPorts {
  return {
    async isVerifiedProvider(userId, tx: Db | Tx = db) {
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return false;
      const [row] = await tx
        .select({ id: users.id })
        .from(providerProfiles)
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(
          and(
            eq(providerProfiles.userId, userId),
            eq(providerProfiles.verificationStatus, 'verified'),
            eq(users.isActive, true),
            eq(users.role, 'provider'),
          ),
        );
      return Boolean(row);
    },

    async standing(userId) {
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return undefined;
      const [row] = await db
        .select({ role: users.role, type: users.providerType, active: users.isActive, status: providerProfiles.verificationStatus })
        .from(users)
        .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      return { provider: row.role === 'provider', type: row.type ?? null, active: row.active, verified: row.status === 'verified' };
    },

    async publicProviderSummary(ids, tx: Db | Tx = db) {
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
      const found = new Map<number, ProviderSummary>();
      if (wanted.length === 0) return found;
      const rows = await tx
        .select({
          id: users.id,
          displayName: providerProfiles.displayName,
          providerType: users.providerType,
          photo: providerProfiles.photo,
          photoWidths: providerProfiles.photoWidths,
          status: providerProfiles.verificationStatus,
          active: users.isActive,
          language: users.language,
          cityIds: providerProfiles.cityIds,
          languages: providerProfiles.languages,
        })
        .from(providerProfiles)
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(and(inArray(providerProfiles.userId, wanted), eq(users.role, 'provider')));
      for (const row of rows) {
        if (!row.providerType) continue;
        found.set(row.id, {
          id: row.id,
          display_name: row.displayName,
          provider_type: row.providerType,
          photo: profilePhoto(media, row.photo, row.photoWidths),
          verified: row.status === 'verified' && row.active,
          active: row.active,
          language: row.language,
          city_ids: row.cityIds,
          languages: row.languages,
        });
      }
      return found;
    },

    async verifiedPages() {
      const rows = await db
        .select({ id: users.id, updatedAt: providerProfiles.updatedAt })
        .from(providerProfiles)
        .innerJoin(users, eq(users.id, providerProfiles.userId))
        .where(and(eq(providerProfiles.verificationStatus, 'verified'), eq(users.isActive, true), eq(users.role, 'provider')))
        .orderBy(asc(users.id));
      return rows;
    },
  };
}

/** A profile photo's URL and srcset from its key and the widths made, or null. */
export function profilePhoto(media: MediaUrls, key: string | null, widths: number[]): { url: string; srcset: string } | null {
  if (!key || widths.length === 0) return null;
  const ref = imageRef(media, { key, widths, width: null, height: null });
  return ref ? { url: ref.url, srcset: ref.srcset } : null;
}
