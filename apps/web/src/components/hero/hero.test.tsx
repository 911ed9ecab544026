import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HERO_PATHS } from '@manara/shared/heroes';
import { heroSchema, type Hero as HeroData } from '@manara/shared/schemas/hero';
import { DATA_SAVER_COOKIE } from '@manara/shared/data-saver';
import { describe, expect, it, vi } from 'vitest';
import { answer, unreachable } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { Hero } from './hero';

const hero: HeroData = {
  page: 'finance',
  title_ar: 'عنوان من الخادم',
  title_en: 'Title from the server',
  subtitle_ar: 'وصف',
  subtitle_en: 'Subtitle',
  background_image_url: '/media/heroes/finance.webp',
  background_image_pending: false,
  background_video_url: null,
  background_image: null,
  background_video: null,
  cta_text_ar: null,
  cta_text_en: null,
  cta_link: null,
};

const path = HERO_PATHS.finance;

describe('Hero', () => {
  it('shows the server hero in Arabic, with its background image', async () => {
    const get = answer('get', path, heroSchema, hero);
    const { container } = renderWithProviders(<Hero page="finance" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'عنوان من الخادم' })).toBeInTheDocument();
    expect(get.map((r) => r.path)).toEqual(['/catalog/finance-hero/']);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/heroes/finance.webp');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the English texts when the language is English', async () => {
    answer('get', path, heroSchema, hero);
    renderWithProviders(<Hero page="finance" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Title from the server' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('falls back to the built-in default hero when loading fails', async () => {
    unreachable('get', path);
    renderWithProviders(<Hero page="finance" />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Financial & Investment Services' })).toBeInTheDocument();
  });

  it('plays a background video muted, looping and inline when the hero has one', async () => {
    answer('get', path, heroSchema, { ...hero, background_video_url: '/media/heroes/v.mp4' });
    const { container } = renderWithProviders(<Hero page="finance" />);
    await screen.findByRole('heading', { level: 1 });
    const video = container.querySelector('video')!;
    expect(video).toBeTruthy();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  it('with data saver on, shows the poster only and plays the video when asked (decision 073)', async () => {
    document.cookie = `${DATA_SAVER_COOKIE}=on; path=/`;
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    try {
      answer('get', path, heroSchema, { ...hero, background_video_url: '/media/heroes/v.mp4' });
      const { container } = renderWithProviders(<Hero page="finance" />, { locale: 'en' });
      await screen.findByRole('heading', { level: 1 });
      const video = container.querySelector('video')!;
      expect(video.autoplay).toBe(false);
      expect(video.getAttribute('preload')).toBe('none');
      expect(video.getAttribute('poster')).toBe('/media/heroes/finance.webp');
      await userEvent.click(screen.getByRole('button', { name: 'Play the video' }));
      expect(video.autoplay).toBe(true);
      expect(screen.queryByRole('button', { name: 'Play the video' })).not.toBeInTheDocument();
    } finally {
      play.mockRestore();
      document.cookie = `${DATA_SAVER_COOKIE}=; path=/; max-age=0`;
    }
  });
});
