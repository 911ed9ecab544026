import { NOTIFICATION_KINDS, type AdminUser, type NotificationKind, type User } from '@manara/shared';
import type { UserRow } from './users.repository';

/** The API view of a user: an explicit list of fields, so the password hash can never slip through. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    display_name_ar: row.displayNameAr,
    display_name_en: row.displayNameEn,
    phone: row.phone,
    role: row.role,
    provider_type: row.providerType,
    is_staff: row.isStaff,
    date_joined: row.dateJoined.toISOString(),
    language: row.language,
    email_verified: row.emailVerifiedAt !== null,
    notifications: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !row.mutedNotifications.includes(kind)])) as Record<
      NotificationKind,
      boolean
    >,
    show_phone: row.showPhone,
  };
}

/** A user as staff see them in the users list. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    is_staff: row.isStaff,
    is_active: row.isActive,
    date_joined: row.dateJoined.toISOString(),
  };
}
