import { SITE } from '@manara/shared/site';
import { describe, expect, it } from 'vitest';
import { isMobilePhone, phoneLinks } from './phone';

describe('WhatsApp only for mobiles (libphonenumber-js)', () => {
  it('classifies Palestinian and Israeli mobiles as mobiles, however they are written', () => {
    for (const phone of ['0599 123 456', '٠٥٩٩١٢٣٤٥٦', '+970 56 912 3456', '00970599123456', '052-234-5678', '+972 58 512 3456']) {
      expect(isMobilePhone(phone), phone).toBe(true);
    }
  });

  it('refuses landlines, unassigned ranges and what cannot be dialled', () => {
    for (const phone of ['02 295 0000', '+970 2 295 0000', '04 123 4567', '03 123 4567', '+972 3 123 4567', '0599', '', null, undefined]) {
      expect(isMobilePhone(phone), String(phone)).toBe(false);
    }
  });

  it('gives the number to call with whether WhatsApp reaches it', () => {
    expect(phoneLinks('0599 123 456')).toEqual({ phone: '+970599123456', whatsapp: true });
    expect(phoneLinks('02 295 0000')).toEqual({ phone: '+97022950000', whatsapp: false });
    expect(phoneLinks(null)).toEqual({ phone: null, whatsapp: false });
  });

  it('the site’s own contact offers WhatsApp only when its number is a mobile', () => {
    expect(SITE.whatsapp !== null).toBe(isMobilePhone(SITE.phone));
  });
});
