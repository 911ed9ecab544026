/**
 * Manara's own contact details and profiles, in one place: the footer, the contact and about pages,
 * the construction page and the structured data all read them from here.
 */
export const SITE = {
  email: 'info@manara.ps',
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '+970 2 295 0000',
  phoneHref: 'tel:+97022950000',
  whatsapp: 'https://wa.me/97022950000',
  city: { ar: 'رام الله، فلسطين', en: 'Ramallah, Palestine' },
  social: {
    facebook: 'https://www.facebook.com/manara.ps',
    instagram: 'https://www.instagram.com/manara.ps',
    linkedin: 'https://www.linkedin.com/company/manara-ps',
  },
} as const;
