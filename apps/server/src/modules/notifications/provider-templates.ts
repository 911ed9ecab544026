import type { Locale } from '@manara/shared/i18n/index';
import type { MailContent } from './layout';

/**
 * Staff's verification decisions, mailed to the provider in their language (decision 056). The reason
 * is staff's own words, never something the provider typed, so it is quoted even to an unverified address.
 */
type Template<P> = (params: P & { name: string }, language: Locale) => MailContent;
const hello = (name: string, language: Locale) =>
  name ? (language === 'ar' ? `مرحبًا ${name}،` : `Hello ${name},`) : language === 'ar' ? 'مرحبًا،' : 'Hello,';
const pick = <T>(language: Locale, ar: T, en: T) => (language === 'ar' ? ar : en);

export const providerTemplates = {
  provider_verified: ((p, l) => ({
    subject: pick(l, 'وُثّق حسابك المهني في منارة', 'Your Manara provider profile is verified'),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        'راجع فريق منارة ترخيصك ووثّقه. تحمل صفحتك العامة الآن شارة «موثّق»، وتظهر خدماتك للعملاء.',
        'The Manara team checked your licence and verified it. Your public page now carries the “Verified” badge, and your services are shown to clients.',
      ),
    ],
    action: { label: pick(l, 'عرض صفحتي', 'View my page'), url: p.profileUrl },
  })) as Template<{ profileUrl: string }>,

  provider_refused: ((p, l) => ({
    subject: pick(l, 'لم يُوثَّق ترخيصك في منارة', 'Your licence was not verified on Manara'),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(l, 'راجع فريق منارة ما أرسلته ولم يستطع توثيقه.', 'The Manara team reviewed what you sent and could not verify it.'),
      pick(l, `السبب: ${p.reason}`, `Reason: ${p.reason}`),
      pick(
        l,
        'يمكنك تصحيح التفاصيل وإرسال وثيقة أخرى من لوحة التحكم.',
        'You can correct the details and send another document from your dashboard.',
      ),
    ],
    action: { label: pick(l, 'فتح ملفي المهني', 'Open my profile'), url: p.dashboardUrl },
  })) as Template<{ reason: string; dashboardUrl: string }>,

  provider_withdrawn: ((p, l) => ({
    subject: pick(l, 'سُحب توثيق حسابك في منارة', 'The verification of your Manara profile was withdrawn'),
    greeting: hello(p.name, l),
    paragraphs: [
      pick(
        l,
        'سحب فريق منارة توثيق ملفك المهني: لم تعد صفحتك تحمل شارة «موثّق» ولم تعد خدماتك تظهر للعملاء.',
        'The Manara team withdrew the verification of your profile: your page no longer carries the “Verified” badge and your services are no longer shown to clients.',
      ),
      pick(l, `السبب: ${p.reason}`, `Reason: ${p.reason}`),
      pick(l, 'يمكنك إرسال ترخيصك من جديد من لوحة التحكم.', 'You can send your licence again from your dashboard.'),
    ],
    action: { label: pick(l, 'فتح ملفي المهني', 'Open my profile'), url: p.dashboardUrl },
  })) as Template<{ reason: string; dashboardUrl: string }>,
};
