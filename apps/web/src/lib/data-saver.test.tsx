import { cookieValue, DATA_SAVER_COOKIE, dataSaverOn, saveDataHeaderOn, smallestVariant } from '@manara/shared/data-saver';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '@/app/layouts/footer';
import { PropertyCard } from '@/features/realty/components/property-card';
import { LocationMap } from '@/features/realty/components/map/location-map';
import { renderWithProviders } from '@/test/render';
import { card as propertyCard } from '@/test/factories';

const SRCSET = '/media/p-480.webp 480w, /media/p-960.webp 960w, /media/p-1600.webp 1600w';

const clearCookie = () => {
  document.cookie = `${DATA_SAVER_COOKIE}=; path=/; max-age=0`;
};
const setBrowserSaveData = (value: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: value === undefined ? undefined : { saveData: value } });

afterEach(() => {
  clearCookie();
  setBrowserSaveData(undefined);
});

describe('whether data saver is on', () => {
  it("follows the reader's switch either way, over the header and the browser", () => {
    expect(dataSaverOn({ cookie: 'off', header: true, browser: true })).toBe(false);
    expect(dataSaverOn({ cookie: 'on', header: false, browser: false })).toBe(true);
    expect(dataSaverOn({ cookie: ' ON ' })).toBe(true);
  });

  it('else the Save-Data header, else the browser, else off', () => {
    expect(dataSaverOn({ header: saveDataHeaderOn('on'), browser: false })).toBe(true);
    expect(dataSaverOn({ header: saveDataHeaderOn('On') })).toBe(true);
    expect(dataSaverOn({ header: saveDataHeaderOn('off'), browser: true })).toBe(true);
    expect(dataSaverOn({ header: saveDataHeaderOn('off'), browser: false })).toBe(false);
    expect(dataSaverOn({})).toBe(false);
    // A tampered cookie is no choice: the header decides.
    expect(dataSaverOn({ cookie: 'maybe', header: true })).toBe(true);
    expect(dataSaverOn({ cookie: 'maybe' })).toBe(false);
  });

  it('reads the header and the cookie as browsers send them', () => {
    expect(saveDataHeaderOn('on')).toBe(true);
    expect(saveDataHeaderOn(['off', 'on'])).toBe(true);
    expect(saveDataHeaderOn('1')).toBe(false);
    expect(saveDataHeaderOn(undefined)).toBe(false);
    expect(cookieValue(`a=1; ${DATA_SAVER_COOKIE}=on; b=2`, DATA_SAVER_COOKIE)).toBe('on');
    expect(cookieValue(`x${DATA_SAVER_COOKIE}=on`, DATA_SAVER_COOKIE)).toBeNull();
  });

  it('picks the narrowest photo variant of a srcset, whatever its order', () => {
    expect(smallestVariant('/media/p-960.webp', SRCSET)).toBe('/media/p-480.webp');
    expect(smallestVariant('/media/p-960.webp', '/b-1600.webp 1600w, /a-480.webp 480w')).toBe('/a-480.webp');
    expect(smallestVariant('/media/p-960.webp', null)).toBe('/media/p-960.webp');
  });
});

describe('data saver in the page', () => {
  const card = () => propertyCard({ cover_image: { url: '/media/p-960.webp', srcset: SRCSET, width: 960, height: 720 } });

  it('off: a card offers every width to the browser', () => {
    const { container } = renderWithProviders(<PropertyCard property={card()} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/p-960.webp');
    expect(img.getAttribute('srcset')).toBe(SRCSET);
  });

  it("the browser's data saver: a card asks for the narrowest photo only", () => {
    setBrowserSaveData(true);
    const { container } = renderWithProviders(<PropertyCard property={card()} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/p-480.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it("the footer's switch turns it on and off, remembered in a cookie, in Arabic and English", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <>
        <Footer />
        <LocationMap location={{ latitude: 31.9, longitude: 35.2, exact: true }} label="شقة" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'توفير البيانات: متوقف' }));
    expect(cookieValue(document.cookie, DATA_SAVER_COOKIE)).toBe('on');
    expect(screen.getByRole('button', { name: 'اعرض الخريطة' })).toBeInTheDocument();
    unmount();

    // The browser's data saver is on, but the reader's "off" wins.
    setBrowserSaveData(true);
    renderWithProviders(<Footer />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Data saver: on' }));
    expect(cookieValue(document.cookie, DATA_SAVER_COOKIE)).toBe('off');
    expect(screen.getByRole('button', { name: 'Data saver: off' })).toBeInTheDocument();
  });
});
