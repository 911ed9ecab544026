import { NOTIFICATION_KINDS, type Locale, type NotificationKind, type OutboxMessage } from '@manara/shared';
import type { Tx } from '../../db/client';
import { pageWindow, type PageQuery } from '../../http/paging';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../platform/jobs';
import { mailJob, type Outbox } from '../../platform/mail';
import { renderMail } from './layout';
import { RECIPIENT_TYPED, templates, type MessageKind, type MessageParams } from './templates';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe';

/** Who a message goes to: an account (its preferences apply), or just an address (an anonymous inquirer). */
export interface Recipient {
  email: string;
  name: string;
  language: Locale;
  /** The account, when there is one: its turned-off kinds are not sent and its messages carry an unsubscribe link. */
  id?: number;
  mutedNotifications?: string[];
  /**
   * The address is proven to be the recipient's (an account's verified address). Only then does a
   * message carry what whoever gave the address typed: the name, and the kind's RECIPIENT_TYPED
   * parameters. Otherwise anyone could make the site mail their text to any address.
   */
  verified?: boolean;
}

/** An account as a recipient: its address, name, language, turned-off kinds and whether the address is verified. */
export function accountRecipient(user: {
  id: number;
  email: string;
  name: string;
  language: Locale;
  mutedNotifications: string[];
  emailVerifiedAt: Date | null;
}): Recipient {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    mutedNotifications: user.mutedNotifications,
    verified: user.emailVerifiedAt !== null,
  };
}

/**
 * Links that act on an account (reset, verification, unsubscribe: every one carries its secret in a
 * `token` query parameter) never reach staff: the outbox shows that one was sent, not the link (decision 036).
 */
const SECRET_LINK = /https?:\/\/[^\s<>"']*[?&]token=[^\s<>"']*/gi;
const SECRET_PARAM = /([?&]token=)[^\s&<>"']*/gi;
const HIDDEN_LINK = { ar: '[أُرسل رابط، وهو مخفي عن فريق الإدارة]', en: '[a link was sent; it is hidden from staff]' } as const;
export function hideSecretLinks(text: string, language: Locale): string {
  return text.replace(SECRET_LINK, HIDDEN_LINK[language]).replace(SECRET_PARAM, `$1${HIDDEN_LINK[language]}`);
}

const optional = (kind: MessageKind): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * Every e-mail the site sends: rendered here in the recipient's language with links on the public
 * origin, then queued as a background job (platform/mail delivers it), in the caller's transaction
 * when it has one so the message exists only if the change that causes it is stored.
 */
export function createNotificationsService(deps: {
  jobs: Pick<Jobs, 'queue'>;
  outbox: Outbox;
  /** Signs the unsubscribe links. */
  secret: string;
  origin: string;
  mute(userId: number, kind: NotificationKind): Promise<boolean>;
}) {
  const { jobs, outbox, secret, origin, mute } = deps;

  /** An absolute address of a page in `language`: /en before English pages. */
  const pageUrl = (path: string, language: Locale) => `${origin}${language === 'en' ? '/en' : ''}${path}`;

  return {
    pageUrl,

    /** Queues one message; false (nothing queued) when the recipient turned this kind off. */
    async send<K extends MessageKind>(
      kind: K,
      to: Recipient,
      params: MessageParams<K>,
      options: {
        tx?: Tx;
        replyTo?: string;
        unsubscribe?: { page: string; oneClick: string };
        /** An .ics invitation sent with the message (a confirmed consultation). */
        calendar?: { filename: string; content: string };
      } = {},
    ): Promise<boolean> {
      if (optional(kind) && to.mutedNotifications?.includes(kind)) return false;
      const token = optional(kind) && to.id !== undefined ? unsubscribeToken(secret, to.id, kind) : undefined;
      // A list kept by another module (the legal waitlist) brings its own signed page and one-click addresses.
      const own = options.unsubscribe;
      const template = templates[kind] as (p: object, l: Locale) => ReturnType<(typeof templates)['password_reset']>;
      const typed = to.verified ? {} : Object.fromEntries((RECIPIENT_TYPED[kind] ?? []).map((param) => [param, '']));
      const content = template({ ...params, ...typed, name: to.verified ? to.name : '' }, to.language);
      const rendered = renderMail(content, to.language, {
        origin,
        unsubscribe: own?.page ?? (token && pageUrl(`/unsubscribe?token=${encodeURIComponent(token)}`, to.language)),
      });
      await jobs.queue(
        mailJob,
        {
          to: to.email,
          kind,
          language: to.language,
          ...rendered,
          ...(options.replyTo && { replyTo: options.replyTo }),
          ...(options.calendar && { calendar: options.calendar }),
          // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this address, no sign-in.
          ...(own && { headers: { 'List-Unsubscribe': `<${own.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
          ...(token && {
            headers: {
              'List-Unsubscribe': `<${origin}/api/v1/notifications/unsubscribe/?token=${encodeURIComponent(token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
        },
        { tx: options.tx },
      );
      return true;
    },

    /** Turns one kind of e-mail off for the account a signed link names. */
    async unsubscribe(token: string): Promise<{ kind: NotificationKind }> {
      const found = readUnsubscribeToken(secret, token);
      if (!found || !(await mute(found.userId, found.kind))) throw AppError.field('token', 'unsubscribe_link_invalid');
      return { kind: found.kind };
    },

    /**
     * For staff: the messages kept instead of sent (no SMTP server), newest first, without the links
     * that act on an account (the one place staff read the outbox: the stored rows keep them whole).
     */
    async outbox(query: PageQuery): Promise<{ count: number; results: OutboxMessage[] }> {
      const { limit, offset } = pageWindow(query);
      const { rows, count } = await outbox.list(limit, offset);
      return {
        count,
        results: rows.map((r) => ({
          id: r.id,
          recipient: r.recipient,
          kind: r.kind,
          language: r.language,
          subject: hideSecretLinks(r.subject, r.language),
          text: hideSecretLinks(r.text, r.language),
          headers: Object.fromEntries(Object.entries(r.headers).map(([name, value]) => [name, hideSecretLinks(value, r.language)])),
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
