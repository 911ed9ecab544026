import { MAX_CONTACT_MESSAGE } from '@manara/shared/content';
import { localized } from '@manara/shared/i18n/index';
import type { ContactMessageForm, ContactMessageRequest } from '@manara/shared/schemas/content';
import { SITE } from '@manara/shared/site';
import { CheckCircle2, Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmailField, PhoneField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { useAuthStore } from '@/lib/auth/store';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { breadcrumbs, organization } from '@/lib/structured-data';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useSendContactMessage } from '../api/contact';
import { useHydrated } from '@/lib/hydration';
import '@/features/company/locales/strings';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

type ContactResolver = Resolver<ContactMessageForm, unknown, ContactMessageRequest>;
let validator: Promise<ContactResolver> | undefined;
/** The schema and zod (≈ 35 KB) load with the form's first validation, not with the page (decision 054). */
function loadValidator(): Promise<ContactResolver> {
  if (!validator) {
    validator = Promise.all([import('@hookform/resolvers/zod'), import('@manara/shared/schemas/content')]).then(
      ([{ zodResolver }, { contactMessageRequest }]) => zodResolver(contactMessageRequest),
    );
    // A failed download is retried by the next validation.
    validator.catch(() => (validator = undefined));
  }
  return validator;
}
const lazyResolver: ContactResolver = async (values, context, options) => (await loadValidator())(values, context, options);

function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const user = useAuthStore((s) => s.user);
  const send = useSendContactMessage();
  const failed = useSubmitFailure();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessageForm, unknown, ContactMessageRequest>({
    resolver: lazyResolver,
    // Errors appear once a field is left, and clear as soon as it is corrected.
    mode: 'onTouched',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', subject: '', message: '' },
  });
  const { handleSubmit, formState, setError, reset } = form;
  const kit = useHookFormKit(form, { options: { message: { onChange: () => setSent(false) } } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset({ name: values.name, email: values.email, phone: values.phone ?? '', subject: '', message: '' });
      setSent(true);
      toast.success(t('company.contact.sent'));
    } catch (error) {
      failed(error, { fields: FIELDS, setError, checkFields: t('company.contact.checkFields'), failed: t('company.contact.failed') });
    }
  });

  const busy = formState.isSubmitting;
  // Until the app has taken over, a submission would be the browser's own: nothing typed may reach an address.
  const hydrated = useHydrated();

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={() => void loadValidator()}
      noValidate
      className="space-y-4"
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('company.contact.formTitle')}
      </h2>
      {sent && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('company.contact.sentLong')}
        </p>
      )}
      <FormKitProvider kit={kit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('company.contact.name')} autoComplete="name" required />
          <EmailField name="email" label={t('company.contact.email')} required />
          <PhoneField name="phone" label={t('company.contact.phone')} hint={t('company.contact.optional')} />
          <TextField name="subject" label={t('company.contact.subject')} hint={t('company.contact.optional')} />
        </div>
        <TextField name="message" label={t('company.contact.message')} long rows={6} maxLength={MAX_CONTACT_MESSAGE} required />
      </FormKitProvider>
      <Button type="submit" size="lg" disabled={busy || !hydrated} aria-busy={busy}>
        <Send className="flip-rtl size-4" aria-hidden="true" />
        {busy ? t('company.contact.sending') : t('company.contact.send')}
      </Button>
    </form>
  );
}

/** /contact — Manara's e-mail, phone and WhatsApp, and office, and a form whose messages staff read. */
export function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const channels = [
    { key: 'email', icon: Mail, href: `mailto:${SITE.email}`, value: SITE.email, ltr: true },
    { key: 'phone', icon: Phone, href: SITE.phoneHref, value: SITE.phone, ltr: true },
    // Only when the site's number is a mobile (WhatsApp cannot reach a landline).
    ...(SITE.whatsapp ? [{ key: 'whatsapp', icon: MessageCircle, href: SITE.whatsapp, value: SITE.phone, ltr: true, external: true }] : []),
    {
      key: 'office',
      icon: MapPin,
      href: null,
      value: localized({ city_ar: SITE.city.ar, city_en: SITE.city.en }, 'city', locale),
      ltr: false,
    },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 py-14 text-white sm:py-16">
        <Container className="max-w-3xl text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('company.contact.title')}</h1>
          <p className="mt-4 text-lg text-stone-200">{t('company.contact.lead')}</p>
        </Container>
      </section>
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <section aria-labelledby="contact-channels" className="space-y-4">
          <h2 id="contact-channels" className="text-xl font-bold text-stone-900">
            {t('company.contact.channelsTitle')}
          </h2>
          <ul className="space-y-3">
            {channels.map(({ key, icon: Icon, href, value, ltr, external }) => (
              <li key={key} className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-stone-600">{t(`company.contact.channels.${key}`)}</p>
                  {href ? (
                    <a
                      href={href}
                      className="font-semibold break-words text-brand-700 hover:underline"
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      <span dir={ltr ? 'ltr' : undefined}>{value}</span>
                    </a>
                  ) : (
                    <p className="font-semibold text-stone-900">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm text-stone-600">{t('company.contact.hours')}</p>
        </section>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:col-span-2">
          <ContactForm />
        </div>
      </Container>
    </>
  );
}

export const route: PageRoute = {
  Component: ContactPage,
  head: ({ t, origin, locale }) => ({
    title: t('seo.contact.title'),
    description: t('seo.contact.description'),
    jsonLd: [
      organization(origin, t('brand.name'), t('seo.contact.description')),
      breadcrumbs(origin, locale, [
        [t('nav.breadcrumbHome'), paths.home],
        [t('company.contact.title'), paths.contact],
      ]),
    ],
  }),
};
