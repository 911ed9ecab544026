import type {
  ProviderOwn,
  ProviderProfileUpdate,
  ProviderPublic,
  VerificationDecision,
  VerificationQueueItem,
} from '@manara/shared/schemas/providers';
import { verificationSubmit } from '@manara/shared/schemas/providers';
import type { Db, Tx } from '../../db/client';
import type { AuditRecorder } from '../../lib/audit';
import { AppError, parseFields } from '../../lib/errors';
import { isMobilePhone } from '../../lib/phone';
import type { MediaUrls } from '../../lib/media-urls';
import type { AuthUser } from '../../http/viewer';
import type { PrivateStorage } from '../../platform/storage';
import { accountRecipient, type NotificationsService } from '../notifications';
import { filesOf, removeFiles, storePrivateFile, type MediaFileRow, type MediaService, type PrivateUpload } from '../media';
import type { MediaStorage } from '../../platform/storage';
import { toOwn, toPublic, toQueueItem } from './providers.presenter';
import type { ProfileRow, ProviderAccount, ProvidersRepository } from './providers.repository';

/** What providers tell other modules (wired in services.ts). */
export interface ProviderEvents {
  /** A provider was verified: called in the decision's transaction. */
  verified(tx: Tx, providerType: string | null): Promise<void>;
  /** A provider's display name changed (after it is saved). */
  renamed(providerId: number): Promise<void>;
}

/** Response rate and median response time, computed from requests (the requests module's port, wired in services.ts). */
export interface ProviderResponses {
  of(providerId: number): Promise<{ rate: number; medianMinutes: number | null } | null>;
}

/** Staff's queue by default: what waits for a decision. */
const QUEUE_LIMIT = 200;

/**
 * Provider profiles and their verification (decision 056). A provider edits their own profile; anyone
 * reads a provider's public page; staff verify, refuse or withdraw with an audit entry and a message
 * to the provider in their language, written in the same transaction as the change.
 */
export function createProvidersService(deps: {
  db: Db;
  repo: ProvidersRepository;
  media: MediaUrls;
  storage: MediaStorage;
  privateFiles: PrivateStorage;
  pipeline: Pick<MediaService, 'queueVariants'>;
  audit: AuditRecorder;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  /** What other modules are told (services: a verification may open /legal; a new name is searched by). */
  events: ProviderEvents;
  responses: ProviderResponses;
}) {
  const { db, repo, media, storage, privateFiles, pipeline, audit, notifications, events, responses } = deps;

  /** The signed-in provider's account and profile; 403 for anyone who is not a provider. */
  async function ownRows(userId: number) {
    const found = await repo.find(userId);
    if (!found || found.account.role !== 'provider' || !found.account.providerType) throw new AppError(403, 'permission_denied');
    return found;
  }

  async function citiesOf(profile: ProfileRow | null) {
    const ids = [...(profile?.cityIds ?? []), ...(profile?.officeCityId ? [profile.officeCityId] : [])];
    return new Map((await repo.cityNames([...new Set(ids)])).map((c) => [c.id, c]));
  }

  async function own(userId: number): Promise<ProviderOwn> {
    const { account, profile } = await ownRows(userId);
    return toOwn(media, account, profile, await citiesOf(profile));
  }

  const mailTo = (account: ProviderAccount) => accountRecipient({ ...account, mutedNotifications: account.mutedNotifications });

  return {
    own,

    async update(userId: number, values: ProviderProfileUpdate): Promise<ProviderOwn> {
      // WhatsApp reaches mobiles only, as the phone-number library classifies them (server-side: lib/phone.ts).
      if (values.show_whatsapp && !isMobilePhone(values.phone)) throw AppError.field('show_whatsapp', 'whatsapp_needs_mobile');
      const { profile } = await ownRows(userId);
      const wanted = [...values.city_ids, ...(values.office_city_id ? [values.office_city_id] : [])];
      const known = new Set((await repo.cityNames([...new Set(wanted)])).map((c) => c.id));
      if (values.city_ids.some((id) => !known.has(id))) throw AppError.field('city_ids', 'city_not_found');
      if (values.office_city_id && !known.has(values.office_city_id)) throw AppError.field('office_city_id', 'city_not_found');
      await repo.saveProfile(userId, values);
      if ((profile?.displayName ?? null) !== values.display_name) await events.renamed(userId);
      return own(userId);
    },

    /** A provider's public page: any active provider's (verified or not; only verified ones carry the badge). */
    async publicProfile(id: number): Promise<ProviderPublic> {
      const found = await repo.find(id);
      if (!found || found.account.role !== 'provider' || !found.account.providerType || !found.account.isActive) {
        throw new AppError(404, 'provider_not_found');
      }
      return toPublic(media, found.account, found.profile, await citiesOf(found.profile), await responses.of(id));
    },

    /**
     * A new photo or logo through the media pipeline: stored as sent, its WebP variants made by the
     * photo job (queued with the row), the previous photo's files removed once the change committed.
     */
    async setPhoto(userId: number, row: MediaFileRow | null): Promise<ProviderOwn> {
      const { account } = await ownRows(userId);
      const before = await db.transaction(async (tx) => {
        await repo.ensureProfile(tx, userId, account.name);
        const previous = await repo.setPhoto(tx, userId, row?.storageKey ?? null);
        if (row) await pipeline.queueVariants(tx, [row]);
        return previous;
      });
      if (before.key) await removeFiles(storage, filesOf({ mediaType: 'image', storageKey: before.key, widths: before.widths }));
      return own(userId);
    },

    /**
     * The provider sends licence details and one document for review: refused while a submission waits
     * (409) or once verified (409; staff withdraw first). The document is checked (readPrivateUpload)
     * and stored in the private area before the row names it; the previous document goes after commit.
     */
    async submitVerification(userId: number, upload: PrivateUpload): Promise<ProviderOwn> {
      const { account } = await ownRows(userId);
      const licence = parseFields(verificationSubmit, upload.fields);
      const file = upload.files.find((f) => f.field === 'document');
      if (!file) throw AppError.field('document', 'document_required');
      const stored = await storePrivateFile(privateFiles, 'licences', file);
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          await repo.ensureProfile(tx, userId, account.name);
          const row = await repo.lock(tx, userId);
          if (row?.verificationStatus === 'pending') throw new AppError(409, 'verification_pending');
          if (row?.verificationStatus === 'verified') throw new AppError(409, 'verification_state_invalid');
          previous = row?.documentKey ?? null;
          await repo.setVerification(tx, userId, {
            status: 'pending',
            licence: { authority: licence.licence_authority, number: licence.licence_number },
            document: { key: stored.key, mime: file.mime, bytes: stored.bytes },
          });
        });
      } catch (error) {
        await privateFiles.remove(stored.key).catch(() => {});
        throw error;
      }
      if (previous) await privateFiles.remove(previous).catch(() => {});
      return own(userId);
    },

    /** The licence document, for its provider or staff only (404 for anyone else: nothing is confirmed to exist). */
    async document(viewer: AuthUser, providerId: number): Promise<{ key: string; mime: string }> {
      if (!viewer.isStaff && viewer.id !== providerId) throw new AppError(404, 'not_found');
      const found = await repo.find(providerId);
      const profile = found?.profile;
      if (!profile?.documentKey || !profile.documentMime) throw new AppError(404, 'not_found');
      return { key: profile.documentKey, mime: profile.documentMime };
    },

    /** Staff's queue: pending submissions (oldest first), or every verified, refused or withdrawn one. */
    async queue(status: 'pending' | 'verified' | 'refused' | 'withdrawn'): Promise<VerificationQueueItem[]> {
      const rows = await repo.queue([status], QUEUE_LIMIT);
      return rows.map((r) => toQueueItem(r.account, r.profile));
    },

    /**
     * Staff decide: verify or refuse a pending submission, or withdraw a verification (a reason for
     * both). A decision on a profile in another state is 409 (another staff member acted first).
     */
    async decide(staff: AuthUser, providerId: number, decision: VerificationDecision): Promise<VerificationQueueItem> {
      const found = await repo.find(providerId);
      if (!found?.profile || found.account.role !== 'provider') throw new AppError(404, 'provider_not_found');
      const { account } = found;
      await db.transaction(async (tx: Tx) => {
        const row = await repo.lock(tx, providerId);
        const from = row?.verificationStatus;
        const allowed = decision.decision === 'withdraw' ? from === 'verified' : from === 'pending';
        if (!row || !allowed) throw new AppError(409, 'verification_state_invalid');
        const status = ({ verify: 'verified', refuse: 'refused', withdraw: 'withdrawn' } as const)[decision.decision];
        const reason = decision.decision === 'verify' ? null : decision.reason;
        await repo.setVerification(tx, providerId, { status, reason, reviewedBy: staff.id });
        await audit(
          {
            actorId: staff.id,
            action: `provider.${decision.decision}`,
            entity: 'provider',
            entityId: String(providerId),
            details: { from, to: status, ...(reason && { reason }), licence_number: row.licenceNumber },
          },
          tx,
        );
        const to = mailTo(account);
        if (status === 'verified') {
          await events.verified(tx, account.providerType);
          const profileUrl = notifications.pageUrl(`/providers/${providerId}`, account.language);
          await notifications.send('provider_verified', to, { profileUrl }, { tx });
        } else {
          const dashboardUrl = notifications.pageUrl('/dashboard/provider-profile', account.language);
          await notifications.send(
            status === 'refused' ? 'provider_refused' : 'provider_withdrawn',
            to,
            { reason: reason ?? '', dashboardUrl },
            { tx },
          );
        }
      });
      const after = await repo.find(providerId);
      return toQueueItem(after!.account, after!.profile!);
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
