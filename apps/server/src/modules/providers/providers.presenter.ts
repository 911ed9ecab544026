import { internationalPhone } from '@manara/shared';
import type { ProviderOwn, ProviderPublic, VerificationQueueItem } from '@manara/shared/schemas/providers';
import { isMobilePhone } from '../../lib/phone';
import type { MediaUrls } from '../../lib/media-urls';
import { profilePhoto } from './provider-ports';
import type { CityName, ProfileRow, ProviderAccount } from './providers.repository';

/** Whether the public sees the "Verified" badge: verified by staff and the account active (decision 056). */
export const isPublicVerified = (account: ProviderAccount, profile: ProfileRow | null) =>
  account.isActive && profile?.verificationStatus === 'verified';

const documentOf = (profile: ProfileRow | null) =>
  profile?.documentKey && profile.documentMime ? { mime: profile.documentMime, bytes: profile.documentBytes ?? 0 } : null;

/**
 * A provider's public page: what they chose to show. The phone only when they show it, WhatsApp only
 * for a mobile they offer it on; the licensing body only once verified; never the document, the
 * licence number or a refusal's reason.
 */
export function toPublic(
  media: MediaUrls,
  account: ProviderAccount,
  profile: ProfileRow | null,
  cityNames: Map<number, CityName>,
  responses: { rate: number; medianMinutes: number | null } | null = null,
): ProviderPublic {
  const verified = isPublicVerified(account, profile);
  const phone = profile?.showPhone ? internationalPhone(profile.phone) : null;
  const whatsapp = profile?.showWhatsapp && isMobilePhone(profile.phone) ? internationalPhone(profile.phone) : null;
  const city = (id: number | null | undefined) => (id ? (cityNames.get(id) ?? null) : null);
  return {
    id: account.id,
    display_name: profile?.displayName ?? account.name,
    provider_type: account.providerType ?? 'realtor',
    photo: profile ? profilePhoto(media, profile.photo, profile.photoWidths) : null,
    bio_ar: profile?.bioAr ?? null,
    bio_en: profile?.bioEn ?? null,
    cities: (profile?.cityIds ?? []).flatMap((id) => city(id) ?? []),
    languages: profile?.languages ?? [],
    office_city: city(profile?.officeCityId),
    office_address: profile?.officeAddress ?? null,
    latitude: profile?.latitude ?? null,
    longitude: profile?.longitude ?? null,
    phone,
    whatsapp,
    years_experience: profile?.yearsExperience ?? null,
    verified,
    licence_authority: verified ? (profile?.licenceAuthority ?? null) : null,
    // Computed from consultation requests by the requests module's port (null with too few requests).
    response_rate: responses?.rate ?? null,
    median_response_minutes: responses?.medianMinutes ?? null,
    member_since: account.dateJoined.toISOString(),
  };
}

/** The provider's own view: the public page as it stands, plus their raw fields and verification. */
export function toOwn(
  media: MediaUrls,
  account: ProviderAccount,
  profile: ProfileRow | null,
  cityNames: Map<number, CityName>,
): ProviderOwn {
  return {
    ...toPublic(media, account, profile, cityNames),
    raw_phone: profile?.phone ?? null,
    show_phone: profile?.showPhone ?? false,
    show_whatsapp: profile?.showWhatsapp ?? false,
    city_ids: profile?.cityIds ?? [],
    office_city_id: profile?.officeCityId ?? null,
    licence_authority: profile?.licenceAuthority ?? null,
    licence_number: profile?.licenceNumber ?? null,
    verification_status: profile?.verificationStatus ?? 'unsubmitted',
    verification_reason: profile?.verificationReason ?? null,
    document: documentOf(profile),
    submitted_at: profile?.submittedAt?.toISOString() ?? null,
  };
}

/** One provider in staff's verification queue. */
export function toQueueItem(account: ProviderAccount, profile: ProfileRow): VerificationQueueItem {
  return {
    id: account.id,
    display_name: profile.displayName,
    account_name: account.name,
    email: account.email,
    provider_type: account.providerType ?? 'realtor',
    licence_authority: profile.licenceAuthority,
    licence_number: profile.licenceNumber,
    verification_status: profile.verificationStatus,
    verification_reason: profile.verificationReason,
    document: documentOf(profile),
    submitted_at: profile.submittedAt?.toISOString() ?? null,
  };
}
