import { formatPrice, type Locale } from '@manara/shared/i18n/index';
import { listingText, type ListingTexts } from '@manara/shared/text/listing-text';
import type { MailContent } from './layout';
import { providerTemplates } from './provider-templates';
import { requestTemplates } from './request-templates';

/** Every message the site sends, in both languages. Links arrive absolute (on the public origin). */
type Template<P> = (params: P & { name: string }, language: Locale) => MailContent;
/** The greeting; without a name (the recipient's address is not verified: notifications.service) a plain one. */
const hello = (name: string, language: Locale) =>
  name ? (language === 'ar' ? `مرحبًا ${name}،` : `Hello ${name},`) : language === 'ar' ? 'مرحبًا،' : 'Hello,';
const pick = <T>(language: Locale, ar: T, en: T) => (language === 'ar' ? ar : en);

/** A listing's titles per language (decision 045): a message names it in its own language when written, else in the other. */
export type ListingTitles = Pick<ListingTexts, 'title_ar' | 'title_en'>;
const titleIn = (titles: ListingTitles, language: Locale) => listingText(titles, language).title;

export interface InquiryDetails {
  listingTitle: ListingTitles;
  listingUrl: string;
  kind: 'contact' | 'visit';
  inquirerName: string;
  inquirerEmail: string;
  inquirerPhone: string | null;
  message: string;
  preferredDate: string | null;
  preferredTime: string | null;
}

export const templates = {
  password_reset: ((p, l) => ({
    subject: pick(l, 'إعادة تعيين كلمة المرور في منارة', 'Reset your Manara password'),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. لاختيار كلمة مرور جديدة افتح الرابط أدناه. ستنتهي كل جلساتك المفتوحة.',
        'Someone asked to reset the password of your account. Open the link below to choose a new one. Every open session will be signed out.',
      ),
      pick(
        l,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: كلمة مرورك لم تتغير.',
        'If it was not you, ignore this message: your password has not changed.',
      ),
    ],
    action: { label: pick(l, 'اختيار كلمة مرور جديدة', 'Choose a new password'), url: p.link },
    note: pick(l, `يعمل الرابط مرة واحدة خلال ${p.minutes} دقيقة.`, `The link works once, within ${p.minutes} minutes.`),
  })) as Template<{ link: string; minutes: number }>,

  email_verification: ((p, l) => ({
    subject: pick(l, 'تأكيد بريدك الإلكتروني في منارة', 'Confirm your e-mail address for Manara'),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        'شكرًا لانضمامك إلى منارة. أكّد أن هذا العنوان لك ليصلك ما يخص حسابك وعقاراتك.',
        'Thank you for joining Manara. Confirm that this address is yours so that news about your account and listings reaches you.',
      ),
    ],
    action: { label: pick(l, 'تأكيد البريد الإلكتروني', 'Confirm my e-mail address'), url: p.link },
    note: pick(l, `يعمل الرابط خلال ${p.days} أيام.`, `The link works for ${p.days} days.`),
  })) as Template<{ link: string; days: number }>,

  email_changed: ((p, l) => ({
    subject: pick(l, 'تغيّر بريدك الإلكتروني في منارة', 'Your Manara e-mail address was changed'),
    greeting: hello(p.name, l),
    paragraphs: [
      p.newEmail
        ? pick(l, `تغيّر البريد الإلكتروني لحسابك إلى ${p.newEmail}.`, `The e-mail address of your account was changed to ${p.newEmail}.`)
        : pick(l, 'تغيّر البريد الإلكتروني لحسابك إلى عنوان آخر.', 'The e-mail address of your account was changed to another one.'),
      pick(
        l,
        'انتهت كل الجلسات المفتوحة على حسابك إلا جلسة من أجرى التغيير. إن كنت أنت فلا شيء عليك.',
        'Every session signed in to your account has ended, except the one that made the change. If it was you, there is nothing to do.',
      ),
      pick(
        l,
        'إن لم تكن أنت فهناك من يعرف كلمة مرورك: راسلنا فورًا لنعيد الحساب إليك، وغيّر كلمة المرور في كل موقع آخر تستخدمها فيه.',
        'If it was not you, someone knows your password: write to us at once so we can give the account back to you, and change that password wherever else you use it.',
      ),
    ],
    action: { label: pick(l, 'راسلنا', 'Write to us'), url: p.contactUrl },
  })) as Template<{ newEmail: string; contactUrl: string }>,

  inquiry_received: ((p, l) => ({
    subject:
      p.kind === 'visit'
        ? pick(l, `طلب زيارة: ${titleIn(p.listingTitle, l)}`, `Visit request: ${titleIn(p.listingTitle, l)}`)
        : pick(l, `رسالة جديدة عن: ${titleIn(p.listingTitle, l)}`, `New message about: ${titleIn(p.listingTitle, l)}`),
    greeting: hello(p.name, l),
    paragraphs: [
      p.kind === 'visit'
        ? pick(
            l,
            `يرغب ${p.inquirerName} في زيارة عقارك «${titleIn(p.listingTitle, l)}».`,
            `${p.inquirerName} would like to visit your listing “${titleIn(p.listingTitle, l)}”.`,
          )
        : pick(
            l,
            `أرسل ${p.inquirerName} رسالة عن عقارك «${titleIn(p.listingTitle, l)}».`,
            `${p.inquirerName} sent a message about your listing “${titleIn(p.listingTitle, l)}”.`,
          ),
      pick(l, 'للرد اكتب ردّك على هذه الرسالة: يصل إلى المرسل مباشرة.', 'Reply to this e-mail to answer: it goes straight to the sender.'),
    ],
    details: [
      { label: pick(l, 'الاسم', 'Name'), value: p.inquirerName },
      { label: pick(l, 'البريد الإلكتروني', 'E-mail'), value: p.inquirerEmail },
      ...(p.inquirerPhone ? [{ label: pick(l, 'الهاتف', 'Phone'), value: p.inquirerPhone }] : []),
      ...(p.preferredDate
        ? [{ label: pick(l, 'الموعد المفضل', 'Preferred time'), value: [p.preferredDate, p.preferredTime].filter(Boolean).join(' ') }]
        : []),
      ...(p.message ? [{ label: pick(l, 'الرسالة', 'Message'), value: p.message }] : []),
    ],
    action: { label: pick(l, 'فتح صندوق الوارد', 'Open my inbox'), url: p.inboxUrl },
  })) as Template<InquiryDetails & { inboxUrl: string }>,

  inquiry_sent: ((p, l) => ({
    subject: pick(l, `وصلت رسالتك: ${titleIn(p.listingTitle, l)}`, `Your message was sent: ${titleIn(p.listingTitle, l)}`),
    greeting: hello(p.name, l),
    paragraphs: [
      p.kind === 'visit'
        ? pick(
            l,
            `أرسلنا طلب زيارتك لعقار «${titleIn(p.listingTitle, l)}» إلى المعلن، وسيتواصل معك.`,
            `We sent your visit request for “${titleIn(p.listingTitle, l)}” to the owner, who will get back to you.`,
          )
        : pick(
            l,
            `أرسلنا رسالتك عن عقار «${titleIn(p.listingTitle, l)}» إلى المعلن، وسيتواصل معك.`,
            `We sent your message about “${titleIn(p.listingTitle, l)}” to the owner, who will get back to you.`,
          ),
    ],
    details: p.message ? [{ label: pick(l, 'رسالتك', 'Your message'), value: p.message }] : [],
    action: { label: pick(l, 'عرض العقار', 'View the listing'), url: p.listingUrl },
  })) as Template<Pick<InquiryDetails, 'listingTitle' | 'listingUrl' | 'kind' | 'message'>>,

  listing_approved: ((p, l) => ({
    subject: pick(l, `نُشر عقارك: ${titleIn(p.listingTitle, l)}`, `Your listing is live: ${titleIn(p.listingTitle, l)}`),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        `وافق فريقنا على عقارك «${titleIn(p.listingTitle, l)}» وأصبح ظاهرًا للجميع.`,
        `Our team approved your listing “${titleIn(p.listingTitle, l)}”: everyone can see it now.`,
      ),
    ],
    action: { label: pick(l, 'عرض العقار', 'View the listing'), url: p.listingUrl },
  })) as Template<{ listingTitle: ListingTitles; listingUrl: string }>,

  listing_rejected: ((p, l) => ({
    subject: pick(l, `عقارك بحاجة إلى تعديل: ${titleIn(p.listingTitle, l)}`, `Your listing needs changes: ${titleIn(p.listingTitle, l)}`),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        `لم يُنشر عقارك «${titleIn(p.listingTitle, l)}» بعد. سبب فريق المراجعة:`,
        `Your listing “${titleIn(p.listingTitle, l)}” was not published. The reviewers’ reason:`,
      ),
      p.reason,
      pick(l, 'عدّل العقار من لوحة التحكم وأرسله للمراجعة مرة أخرى.', 'Edit it from your dashboard and it goes back for review.'),
    ],
    action: { label: pick(l, 'فتح لوحة التحكم', 'Open my dashboard'), url: p.dashboardUrl },
  })) as Template<{ listingTitle: ListingTitles; reason: string; dashboardUrl: string }>,

  /** A week before an active listing expires (decision 061): one click renews it (the page asks first). */
  listing_expiring: ((p, l) => ({
    subject: pick(l, `ينتهي عرض عقارك قريبًا: ${titleIn(p.listingTitle, l)}`, `Your listing expires soon: ${titleIn(p.listingTitle, l)}`),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        `ينتهي عرض عقارك «${titleIn(p.listingTitle, l)}» على منارة في ${p.date}، فيختفي من البحث والخريطة.`,
        `Your listing “${titleIn(p.listingTitle, l)}” expires on Manara on ${p.date}; it then leaves search and the map.`,
      ),
      pick(
        l,
        'إن كان ما زال متاحًا فجدّده بضغطة: يبقى كما هو دون مراجعة جديدة. وإن بيع أو أُجّر فعلّمه كذلك من لوحة التحكم.',
        'If it is still available, renew it with one click: it stays as it is, with no new review. If it was sold or rented, mark it so from your dashboard.',
      ),
    ],
    action: { label: pick(l, 'تجديد العقار', 'Renew the listing'), url: p.renewUrl },
    note: pick(l, `يمكنك تجديده من لوحة التحكم أيضًا: ${p.dashboardUrl}`, `You can also renew it from your dashboard: ${p.dashboardUrl}`),
  })) as Template<{ listingTitle: ListingTitles; date: string; renewUrl: string; dashboardUrl: string }>,

  saved_search_alert: ((p, l) => ({
    subject: pick(l, `عقارات جديدة تطابق بحثك: ${p.searchName}`, `New listings match your search: ${p.searchName}`),
    greeting: hello(p.name, l),
    paragraphs: [pick(l, `عقارات جديدة تطابق بحثك المحفوظ «${p.searchName}»:`, `New listings match your saved search “${p.searchName}”:`)],
    items: p.listings.map((listing) => ({
      label: `${titleIn(listing.titles, l)} — ${formatPrice(listing.price, l, listing.currency)}`,
      url: listing.url,
    })),
    action: { label: pick(l, 'عرض كل النتائج', 'See every result'), url: p.searchUrl },
  })) as Template<{
    searchName: string;
    searchUrl: string;
    listings: { titles: ListingTitles; url: string; price: number; currency: string }[];
  }>,
  // Services (decision 057): "Tell me when it opens" on /legal, sent once when the first lawyer is verified.
  legal_open: ((p, l) => ({
    subject: pick(l, 'الخدمات القانونية متاحة الآن في منارة', 'Legal services are now open on Manara'),
    greeting: hello('', l),
    paragraphs: [
      pick(
        l,
        'طلبت أن نخبرك حين تُفتح الخدمات القانونية في منارة: أصبح لدينا محامون موثَّقون يمكنك تصفّح خدماتهم الآن.',
        'You asked us to tell you when legal services open on Manara: verified lawyers are listed now, and you can browse their services.',
      ),
      pick(l, 'هذه الرسالة الوحيدة التي سنرسلها إليك بخصوص هذا الطلب.', 'This is the only message we send you about it.'),
    ],
    action: { label: pick(l, 'تصفّح المحامين', 'Browse lawyers'), url: p.legalUrl },
  })) as Template<{ legalUrl: string }>,
  // Consultation requests (decision 058): one message per step, in request-templates.ts.
  ...requestTemplates,
  ...providerTemplates,
};

export type MessageKind = keyof typeof templates;
export type MessageParams<K extends MessageKind> = Omit<Parameters<(typeof templates)[K]>[0], 'name'>;

/**
 * Text parameters the recipient typed themselves (besides their name): left empty unless their address
 * is verified (Recipient.verified), and each template reads well without them.
 */
export const RECIPIENT_TYPED: { [K in MessageKind]?: (keyof MessageParams<K> & string)[] } = {
  inquiry_sent: ['message'],
  email_changed: ['newEmail'],
};
