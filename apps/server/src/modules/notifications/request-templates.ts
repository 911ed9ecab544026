import { formatDate, formatPrice, type Locale } from '@manara/shared/i18n/index';
import type { MailContent } from './layout';

/**
 * The consultation requests' messages (decision 058), one per step, each to the other party in their
 * language. Nothing either party typed is quoted (a description, a reason, a message): the recipient's
 * address may not be verified (decision 036), so the mail says what happened and links to the request.
 */
export interface RequestMailParams {
  /** The other party's name (the site's team for a request to it). */
  other: string;
  /** The request's page. */
  url: string;
  /** The fixed time, written in Asia/Hebron in the recipient's language. */
  at: string | null;
  /** The preferred windows, for a new request. */
  windows?: { start: string; end: string }[];
  quote?: { price: number; currency: string } | null;
  /** A visit request (decision 067): the listing's title in the recipient's language; the words say "visit". */
  visit?: string;
}

type Step = 'received' | 'accepted' | 'proposed' | 'declined' | 'confirmed' | 'cancelled' | 'done' | 'no_show' | 'reminder';
type Words = (p: RequestMailParams, when: string) => { subject: string; lead: string };

const TEXTS: Record<Step, Record<Locale, Words>> = {
  received: {
    ar: (p) => ({
      subject: `طلب استشارة جديد من ${p.other}`,
      lead: `طلب ${p.other} استشارة منك. اقبلها بموعد، أو اقترح موعدًا آخر، أو اعتذر عنها.`,
    }),
    en: (p) => ({
      subject: `New consultation request from ${p.other}`,
      lead: `${p.other} asked you for a consultation. Accept it with a time, propose another time, or decline it.`,
    }),
  },
  accepted: {
    ar: (p, w) => ({ subject: `قُبل طلب استشارتك: ${w}`, lead: `قبل ${p.other} طلبك بموعد ${w}. أكّد الموعد ليُحجز.` }),
    en: (p, w) => ({
      subject: `Your consultation request was accepted: ${w}`,
      lead: `${p.other} accepted your request for ${w}. Confirm it to book it.`,
    }),
  },
  proposed: {
    ar: (p, w) => ({ subject: `موعد مقترح لاستشارتك: ${w}`, lead: `اقترح ${p.other} موعدًا آخر: ${w}. أكّده أو ألغِ الطلب.` }),
    en: (p, w) => ({
      subject: `Another time proposed: ${w}`,
      lead: `${p.other} proposed another time: ${w}. Confirm it or cancel the request.`,
    }),
  },
  declined: {
    ar: (p) => ({ subject: 'اعتُذر عن طلب استشارتك', lead: `اعتذر ${p.other} عن طلبك. السبب في صفحة الطلب.` }),
    en: (p) => ({
      subject: 'Your consultation request was declined',
      lead: `${p.other} declined your request. The reason is on the request’s page.`,
    }),
  },
  confirmed: {
    ar: (p, w) => ({
      subject: `تأكّد موعد الاستشارة: ${w}`,
      lead: `تأكّد موعد استشارتك مع ${p.other}: ${w}. الدعوة مرفقة لتضيفها إلى تقويمك.`,
    }),
    en: (p, w) => ({
      subject: `Consultation confirmed: ${w}`,
      lead: `Your consultation with ${p.other} is booked for ${w}. The invitation is attached for your calendar.`,
    }),
  },
  cancelled: {
    ar: (p) => ({ subject: 'أُلغي طلب الاستشارة', lead: `ألغى ${p.other} طلب الاستشارة.` }),
    en: (p) => ({ subject: 'The consultation request was cancelled', lead: `${p.other} cancelled the consultation request.` }),
  },
  done: {
    ar: (p) => ({ subject: 'انتهت الاستشارة', lead: `سجّل ${p.other} أن الاستشارة تمّت.` }),
    en: (p) => ({ subject: 'The consultation is done', lead: `${p.other} marked the consultation as done.` }),
  },
  no_show: {
    ar: (p) => ({ subject: 'لم تُعقد الاستشارة', lead: `سجّل ${p.other} أن الاستشارة لم تُعقد لغياب أحد الطرفين.` }),
    en: (p) => ({ subject: 'The consultation did not take place', lead: `${p.other} marked the consultation as missed.` }),
  },
  reminder: {
    ar: (p, w) => ({ subject: `تذكير: استشارتك غدًا، ${w}`, lead: `نذكّرك بموعد استشارتك مع ${p.other}: ${w}.` }),
    en: (p, w) => ({
      subject: `Reminder: your consultation tomorrow, ${w}`,
      lead: `A reminder of your consultation with ${p.other}: ${w}.`,
    }),
  },
};

/** A visit request's words (decision 067): the same steps, about a visit to the listing `p.visit`. */
const VISIT_TEXTS: Record<Step, Record<Locale, Words>> = {
  received: {
    ar: (p) => ({
      subject: `طلب زيارة جديد من ${p.other}`,
      lead: `طلب ${p.other} زيارة عقارك «${p.visit}». اقبل أحد المواعيد، أو اقترح موعدًا آخر، أو اعتذر عنها.`,
    }),
    en: (p) => ({
      subject: `New visit request from ${p.other}`,
      lead: `${p.other} would like to visit your listing “${p.visit}”. Accept a time, propose another, or decline.`,
    }),
  },
  accepted: {
    ar: (p, w) => ({ subject: `قُبل طلب زيارتك: ${w}`, lead: `قبل ${p.other} زيارتك لـ«${p.visit}» بموعد ${w}. أكّد الموعد ليُحجز.` }),
    en: (p, w) => ({
      subject: `Your visit request was accepted: ${w}`,
      lead: `${p.other} accepted your visit to “${p.visit}” for ${w}. Confirm it to book it.`,
    }),
  },
  proposed: {
    ar: (p, w) => ({
      subject: `موعد مقترح لزيارتك: ${w}`,
      lead: `اقترح ${p.other} موعدًا آخر لزيارة «${p.visit}»: ${w}. أكّده أو ألغِ الطلب.`,
    }),
    en: (p, w) => ({
      subject: `Another visit time proposed: ${w}`,
      lead: `${p.other} proposed another time to visit “${p.visit}”: ${w}. Confirm it or cancel the request.`,
    }),
  },
  declined: {
    ar: (p) => ({ subject: 'اعتُذر عن طلب زيارتك', lead: `اعتذر ${p.other} عن زيارتك لـ«${p.visit}». السبب في صفحة الطلب.` }),
    en: (p) => ({
      subject: 'Your visit request was declined',
      lead: `${p.other} declined your visit to “${p.visit}”. The reason is on the request’s page.`,
    }),
  },
  confirmed: {
    ar: (p, w) => ({
      subject: `تأكّد موعد الزيارة: ${w}`,
      lead: `تأكّد موعد زيارة «${p.visit}» مع ${p.other}: ${w}. الدعوة مرفقة لتضيفها إلى تقويمك.`,
    }),
    en: (p, w) => ({
      subject: `Visit confirmed: ${w}`,
      lead: `The visit to “${p.visit}” with ${p.other} is booked for ${w}. The invitation is attached for your calendar.`,
    }),
  },
  cancelled: {
    ar: (p) => ({ subject: 'أُلغي طلب الزيارة', lead: `ألغى ${p.other} زيارة «${p.visit}».` }),
    en: (p) => ({ subject: 'The visit was cancelled', lead: `${p.other} cancelled the visit to “${p.visit}”.` }),
  },
  done: {
    ar: (p) => ({ subject: 'تمّت الزيارة', lead: `سجّل ${p.other} أن زيارة «${p.visit}» تمّت.` }),
    en: (p) => ({ subject: 'The visit is done', lead: `${p.other} marked the visit to “${p.visit}” as done.` }),
  },
  no_show: {
    ar: (p) => ({ subject: 'لم تتمّ الزيارة', lead: `سجّل ${p.other} أن زيارة «${p.visit}» لم تتمّ لغياب أحد الطرفين.` }),
    en: (p) => ({ subject: 'The visit did not take place', lead: `${p.other} marked the visit to “${p.visit}” as missed.` }),
  },
  reminder: {
    ar: (p, w) => ({ subject: `تذكير: زيارتك غدًا، ${w}`, lead: `نذكّرك بموعد زيارة «${p.visit}» مع ${p.other}: ${w}.` }),
    en: (p, w) => ({
      subject: `Reminder: your visit tomorrow, ${w}`,
      lead: `A reminder of the visit to “${p.visit}” with ${p.other}: ${w}.`,
    }),
  },
};

const AT = { dateStyle: 'full', timeStyle: 'short' } as const;
/** A time as a message writes it: in Asia/Hebron, in the recipient's language, saying which zone. */
export const mailTime = (instant: Date, l: Locale) => `${formatDate(instant, l, AT)} (${l === 'ar' ? 'بتوقيت فلسطين' : 'Palestine time'})`;

function requestMail(step: Step) {
  return (p: RequestMailParams & { name: string }, l: Locale): MailContent => {
    const { subject, lead } = (p.visit ? VISIT_TEXTS : TEXTS)[step][l](p, p.at ?? '');
    const hello = p.name ? (l === 'ar' ? `مرحبًا ${p.name}،` : `Hello ${p.name},`) : l === 'ar' ? 'مرحبًا،' : 'Hello,';
    const windows = (p.windows ?? []).map((w) => ({
      label: l === 'ar' ? 'موعد مفضّل' : 'Preferred time',
      value: `${formatDate(new Date(w.start), l, AT)} – ${formatDate(new Date(w.end), l, { timeStyle: 'short' })}`,
    }));
    const quote = p.quote ? [{ label: l === 'ar' ? 'السعر' : 'Price', value: formatPrice(p.quote.price, l, p.quote.currency) }] : [];
    return {
      subject,
      greeting: hello,
      paragraphs: [lead],
      details: [...windows, ...quote],
      action: { label: l === 'ar' ? 'فتح الطلب' : 'Open the request', url: p.url },
    };
  };
}

/** The provider's notice of a new review (decision 059): who rated, never the rating's words. */
const reviewReceived = (p: { other: string; url: string; name: string }, l: Locale): MailContent => ({
  subject: l === 'ar' ? `قيّم ${p.other} استشارتك` : `${p.other} reviewed your consultation`,
  greeting: p.name ? (l === 'ar' ? `مرحبًا ${p.name}،` : `Hello ${p.name},`) : l === 'ar' ? 'مرحبًا،' : 'Hello,',
  paragraphs: [
    l === 'ar'
      ? `كتب ${p.other} تقييمًا لاستشارته معك. يظهر على صفحتك العامة، ويمكنك الردّ عليه مرة واحدة من صفحة الطلب.`
      : `${p.other} wrote a review of their consultation with you. It shows on your public page, and you can answer it once from the request’s page.`,
  ],
  details: [],
  action: { label: l === 'ar' ? 'فتح الطلب' : 'Open the request', url: p.url },
});

export const requestTemplates = {
  request_reviewed: reviewReceived,
  request_received: requestMail('received'),
  request_accepted: requestMail('accepted'),
  request_proposed: requestMail('proposed'),
  request_declined: requestMail('declined'),
  request_confirmed: requestMail('confirmed'),
  request_cancelled: requestMail('cancelled'),
  request_done: requestMail('done'),
  request_no_show: requestMail('no_show'),
  request_reminder: requestMail('reminder'),
};
