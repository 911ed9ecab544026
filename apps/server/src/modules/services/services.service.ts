import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DIRECTORIES,
  MAX_SERVICES_PER_PROVIDER,
  SERVICE_CATEGORIES_BY_TYPE,
  SERVICE_CATEGORY_LABELS,
  normalizeSearchText,
  type Directory,
  type DirectoryCard,
  type DirectoryPage,
  type DirectoryQuery,
  type MyService,
  type MyServices,
  type ServiceCard,
  type ServiceCategory,
  type ServiceWrite,
  type WaitlistJoin,
} from '@manara/shared';
import type { Tx } from '../../db/client';
import { keysetResponse, keysetWindow, type KeysetResult } from '../../http/paging';
import { AppError } from '../../lib/errors';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { NotificationsService } from '../notifications';
import type { UsersRepository } from '../users';
import { type CityName, type ServiceFields, type ServiceRow, type ServicesRepository } from './services.repository';

/** Mails the legal waitlist once a lawyer is public-verified (queued by a verification; also scheduled as a safety net). */
export const legalWaitlistJob = defineJob('services.legal-waitlist', { expireInSeconds: 600 });
/** Addresses mailed per transaction. */
const WAITLIST_BATCH = 200;
/** Every service a provider keeps, archived ones included (the active ones are MAX_SERVICES_PER_PROVIDER). */
const MAX_SERVICES_KEPT = MAX_SERVICES_PER_PROVIDER * 5;
/** The directory's one ordering: newest provider first (its cursors' tag). */
const DIRECTORY_ORDER = '-provider';

/** What a service is found by: its texts in both languages, its category's labels and its provider's name (decision 057). */
export function serviceSearchText(
  s: Pick<ServiceRow, 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'category'>,
  providerName: string,
) {
  const labels = SERVICE_CATEGORY_LABELS[s.category as ServiceCategory];
  return normalizeSearchText([s.titleAr, s.titleEn, s.descriptionAr, s.descriptionEn, labels?.ar, labels?.en, providerName].join(' '));
}

/** What services read of providers: their read port (providers/provider-ports.ts, decision 056), as far as used here. */
export interface ProviderLookup {
  isVerifiedProvider(userId: number): Promise<boolean>;
}

/**
 * Services (decision 057): what a provider offers, drafts while they are not verified and public once
 * they are (derived at read time); the /legal and /finance directories; the legal waitlist.
 */
export function createServicesService(deps: {
  repo: ServicesRepository;
  users: Pick<UsersRepository, 'findById'>;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  jobs: Pick<Jobs, 'queue'>;
  providers: ProviderLookup;
  /** A profile photo's URL at the display width from its key and the widths made (providers' profilePhoto), or null. */
  photoUrl: (key: string | null, widths: number[]) => string | null;
  secret: string;
  apiOrigin: string;
}) {
  const { repo, users, notifications, jobs, providers, secret } = deps;

  function present(row: ServiceRow, cities: Map<number, CityName>): ServiceCard {
    return {
      id: row.id,
      provider_id: row.providerId,
      category: row.category,
      title_ar: row.titleAr,
      title_en: row.titleEn,
      description_ar: row.descriptionAr,
      description_en: row.descriptionEn,
      price_on_request: row.priceOnRequest,
      price: row.priceOnRequest ? null : row.price,
      currency: row.priceOnRequest ? null : row.currency,
      unit: row.priceOnRequest ? null : row.unit,
      delivery: row.delivery as ServiceCard['delivery'],
      cities: row.cityIds.map((id) => cities.get(id)).filter((c): c is CityName => !!c),
    };
  }

  /** The provider behind a signed-in user, or 403 for anyone else. */
  async function provider(userId: number) {
    const user = await users.findById(userId);
    if (!user || user.role !== 'provider' || !user.providerType) throw new AppError(403, 'providers_only');
    return user;
  }

  async function fields(userId: number, providerType: string, input: ServiceWrite): Promise<ServiceFields> {
    if (
      !(SERVICE_CATEGORIES_BY_TYPE[providerType as keyof typeof SERVICE_CATEGORIES_BY_TYPE] as readonly string[]).includes(input.category)
    ) {
      throw AppError.field('category', 'category_not_yours');
    }
    const known = await repo.existingCities(input.city_ids);
    if (input.city_ids.some((id) => !known.has(id))) throw AppError.field('city_ids', 'city_not_found');
    const texts = {
      titleAr: input.title_ar,
      titleEn: input.title_en,
      descriptionAr: input.description_ar,
      descriptionEn: input.description_en,
    };
    return {
      ...texts,
      category: input.category,
      priceOnRequest: input.price_on_request,
      price: input.price_on_request ? null : input.price,
      currency: input.price_on_request ? null : input.currency,
      unit: input.price_on_request ? null : input.unit,
      delivery: input.delivery,
      cityIds: input.city_ids,
      searchText: serviceSearchText({ ...texts, category: input.category }, await repo.providerName(userId)),
    };
  }

  async function mineOne(userId: number, id: number): Promise<MyService> {
    const row = await repo.findMine(userId, id);
    if (!row) throw AppError.notFound();
    const [cities, verified] = await Promise.all([repo.cityNames(row.cityIds), providers.isVerifiedProvider(userId)]);
    return asMine(row, cities, verified);
  }

  /** The provider's directory search row after a change of their services. */
  async function refreshSearch(userId: number) {
    await repo.refreshSearch(userId, normalizeSearchText(await repo.providerName(userId)));
  }

  const asMine = (row: ServiceRow, cities: Map<number, CityName>, verified: boolean): MyService => ({
    ...present(row, cities),
    visibility: row.status === 'archived' ? 'archived' : verified ? 'public' : 'draft',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  // --- the directories ---------------------------------------------------------------------------

  return {
    // --- a provider's own services -----------------------------------------------------------------
    async mine(userId: number): Promise<MyServices> {
      await provider(userId);
      const [rows, verified] = await Promise.all([repo.listMine(userId), providers.isVerifiedProvider(userId)]);
      const cities = await repo.cityNames(rows.flatMap((r) => r.cityIds));
      return { results: rows.map((r) => asMine(r, cities, verified)), limit: MAX_SERVICES_PER_PROVIDER, verified };
    },

    async create(userId: number, input: ServiceWrite): Promise<MyService> {
      const user = await provider(userId);
      const counted = await repo.countMine(userId);
      if (counted.active >= MAX_SERVICES_PER_PROVIDER || counted.all >= MAX_SERVICES_KEPT)
        throw AppError.field('title_ar', 'too_many_services');
      const id = await repo.insert(userId, await fields(userId, user.providerType!, input));
      await refreshSearch(userId);
      return mineOne(userId, id);
    },

    async update(userId: number, id: number, input: ServiceWrite): Promise<MyService> {
      const user = await provider(userId);
      if (!(await repo.findMine(userId, id))) throw AppError.notFound();
      await repo.update(userId, id, await fields(userId, user.providerType!, input));
      await refreshSearch(userId);
      return mineOne(userId, id);
    },

    /** Archives (never public, kept) or restores (within the limit) one of the provider's services. */
    async setArchived(userId: number, id: number, archived: boolean): Promise<MyService> {
      await provider(userId);
      const row = await repo.findMine(userId, id);
      if (!row) throw AppError.notFound();
      if (!archived && row.status === 'archived' && (await repo.countMine(userId)).active >= MAX_SERVICES_PER_PROVIDER) {
        throw AppError.field('title_ar', 'too_many_services');
      }
      await repo.update(userId, id, { status: archived ? 'archived' : 'active' });
      await refreshSearch(userId);
      return mineOne(userId, id);
    },

    /** The port for requests: a service that is public now, or undefined. */
    async serviceForRequest(id: number): Promise<ServiceCard | undefined> {
      const row = await repo.findPublic(id);
      return row && present(row, await repo.cityNames(row.cityIds));
    },

    /** The port for providers: a provider's name changed, so their services are found by the new one. */
    async providerRenamed(providerId: number): Promise<void> {
      const name = await repo.providerName(providerId);
      await repo.rewriteSearchTexts(providerId, (row) => serviceSearchText(row, name));
      await repo.refreshSearch(providerId, normalizeSearchText(name));
    },

    /**
     * The port for providers: a provider was verified (call it in the verification's transaction). The
     * first lawyer opens /legal, so the waitlist job runs; it mails only when a lawyer is public-verified.
     */
    async providerVerified(tx: Tx, providerType: string | null): Promise<void> {
      if (providerType === 'lawyer') await jobs.queue(legalWaitlistJob, {}, { tx });
    },

    async directory(directory: Directory, query: DirectoryQuery, url: string): Promise<DirectoryPage> {
      const type = DIRECTORIES[directory];
      const { limit, seek } = keysetWindow(query, DIRECTORY_ORDER);
      const page = await repo.directoryPage(type, query, seek, limit);
      const cards: DirectoryCard[] = page.rows.map((row) => ({
        provider: {
          id: row.id,
          name: row.name,
          provider_type: row.providerType,
          photo_url: deps.photoUrl(row.photo, row.photoWidths),
          languages: row.languages,
          cities: row.cities,
          rating: row.rating,
        },
        services: row.services,
        service_count: row.serviceCount,
      }));
      const answer = keysetResponse({ url }, {
        ...page,
        rows: cards,
        ordering: DIRECTORY_ORDER,
        limit,
      } satisfies KeysetResult<DirectoryCard>);
      return { ...answer, open: page.count > 0 || (await repo.anyPublic(type)) };
    },

    // --- the legal waitlist ---------------------------------------------------------------------------

    /** Keeps the address (answers the same whether it was there, so nobody learns who asked). */
    async joinWaitlist(input: WaitlistJoin): Promise<void> {
      await repo.joinWaitlist(input.email, input.language);
      if (await repo.anyPublic('lawyer')) await jobs.queue(legalWaitlistJob, {});
    },

    async leaveWaitlist(token: string): Promise<void> {
      const found = readWaitlistToken(secret, token);
      if (!found || !(await repo.leaveWaitlist(found.id, found.email))) throw AppError.field('token', 'waitlist_link_invalid');
    },

    /** The job: once a lawyer is public-verified, every address not mailed yet gets its one message. */
    async mailWaitlist(): Promise<number> {
      if (!(await repo.anyPublic('lawyer'))) return 0;
      let total = 0;
      for (;;) {
        const sent = await repo.takeWaitlist(WAITLIST_BATCH, async (tx, rows) => {
          for (const row of rows) {
            const token = waitlistToken(secret, row.id, row.email);
            await notifications.send(
              'legal_open',
              { email: row.email, name: '', language: row.language },
              { legalUrl: notifications.pageUrl('/legal', row.language) },
              {
                tx,
                unsubscribe: {
                  page: notifications.pageUrl(`/legal/leave?token=${encodeURIComponent(token)}`, row.language),
                  oneClick: `${deps.apiOrigin}/api/v1/services/legal-waitlist/leave/?token=${encodeURIComponent(token)}`,
                },
              },
            );
          }
        });
        total += sent;
        if (sent < WAITLIST_BATCH) return total;
      }
    },
  };
}
export type ServicesService = ReturnType<typeof createServicesService>;

/** The waitlist's leave links: `<id>.<HMAC of id and address>`, like the unsubscribe tokens (notifications/unsubscribe.ts). */
function waitlistMac(secret: string, id: number, email: string) {
  return createHmac('sha256', secret).update(`legal-waitlist:${id}:${email}`).digest('base64url');
}
export function waitlistToken(secret: string, id: number, email: string): string {
  return `${id}.${Buffer.from(email).toString('base64url')}.${waitlistMac(secret, id, email)}`;
}
function readWaitlistToken(secret: string, token: string): { id: number; email: string } | null {
  const [id, email64, signature, ...rest] = token.split('.');
  if (rest.length || !id || !/^[1-9]\d{0,9}$/.test(id) || !email64 || !signature) return null;
  const email = Buffer.from(email64, 'base64url').toString('utf8');
  const expected = Buffer.from(waitlistMac(secret, Number(id), email));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id: Number(id), email };
}
