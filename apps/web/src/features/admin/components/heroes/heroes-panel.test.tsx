import { heroSchema, type Hero } from '@manara/shared/schemas/hero';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pickedFile } from '@/test/factories';
import { answer, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { HeroesPanel } from './heroes-panel';

const hero: Hero = {
  page: 'home',
  title_ar: 'منارة',
  title_en: 'Manara',
  subtitle_ar: '',
  subtitle_en: '',
  background_image_url: null,
  background_image_pending: false,
  background_video_url: '/media/heroes/old.mp4',
  background_image: null,
  background_video: '/media/heroes/old.mp4',
  cta_text_ar: null,
  cta_text_en: null,
  cta_link: null,
};
const heroList = z.array(z.object({ page: z.string(), hero: heroSchema.nullable() }));

describe('HeroesPanel: background video', () => {
  beforeEach(() => {
    answer('get', '/admin/heroes/', heroList, [{ page: 'home', hero }]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('previews the current video, then the chosen one, and sends it; a refused type lands on the video field', async () => {
    let first = true;
    const puts = answer('put', '/admin/heroes/home/', heroSchema, () => {
      if (!first) return hero;
      first = false;
      throw new Failure(415, {
        code: 'validation_error',
        detail: 'Some fields are invalid.',
        background_video: ['The video must be an MP4, MOV or WebM file.'],
        field_codes: { background_video: ['video_invalid'] },
      });
    });
    const { container } = renderWithProviders(<HeroesPanel />, { locale: 'en' });
    await screen.findByLabelText(/Title \(English\)/);
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/heroes/old.mp4');
    expect(screen.getByRole('button', { name: 'Remove item 1 (Video 1)' })).toBeEnabled();

    const file = pickedFile('clip.webm', { type: 'video/webm' });
    await userEvent.upload(screen.getByLabelText('Replace the video'), file);
    expect(container.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Replace the video');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/The video must be an MP4, MOV or WebM file\./));
    const form = puts[0]!.form!;
    // The chosen video is sent (jsdom's multipart encoding keeps neither a file's name nor its bytes).
    expect(form.has('background_video')).toBe(true);
    expect(form.get('remove_video')).toBeNull();
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it('removes the video with its remove button', async () => {
    const puts = answer('put', '/admin/heroes/home/', heroSchema, { ...hero, background_video_url: null, background_video: null });
    const { container } = renderWithProviders(<HeroesPanel />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إزالة العنصر 1 (الفيديو 1)' }));
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.form!.get('remove_video')).toBe('true');
  });

  it('says at once that a video over 50 MB is too large, without uploading it', async () => {
    const puts = answer('put', '/admin/heroes/home/', heroSchema, hero);
    renderWithProviders(<HeroesPanel />, { locale: 'en' });
    const input = await screen.findByLabelText('Replace the video');
    const big = pickedFile('big.mp4', { type: 'video/mp4', size: 51 * 1024 * 1024 });
    await userEvent.upload(input, big);
    expect(input).toHaveAccessibleDescription(/Video size must be less than 50MB/);
    expect(puts).toHaveLength(0);
  });
});
