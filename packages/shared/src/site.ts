/**
 * Manara's own contact details and profiles, in one place: the footer, the contact and about pages,
 * the construction page and the structured data all read them from here.
 */
export const SITE = {
  email: 'info@manara.ps',
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '+970 2 295 0000',
  phoneHref: 'tel:+97022950000',
  /**
   * A WhatsApp chat with Manara, or null: WhatsApp reaches mobiles only, and the office's number is a
   * landline (apps/server/src/lib/phone.test.ts checks this against the phone-number library).
   */
  whatsapp: null as string | null,
  city: { ar: 'رام الله، فلسطين', en: 'Ramallah, Palestine' },
  social: {
    facebook: 'https://www.facebook.com/manara.ps',
    instagram: 'https://www.instagram.com/manara.ps',
    linkedin: 'https://www.linkedin.com/company/manara-ps',
  },
} as const;
