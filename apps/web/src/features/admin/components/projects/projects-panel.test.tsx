import { paginated } from '@manara/shared/schemas/common';
import { projectDetail, type ProjectDetail } from '@manara/shared/schemas/content';
import { adminProjectCard, type AdminProjectCard } from '@manara/shared/schemas/projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pickedFile } from '@/test/factories';
import { answer, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ProjectsPanel } from './projects-panel';

const card: AdminProjectCard = {
  id: 7,
  title_ar: 'فيلا الطيرة',
  title_en: 'Al-Tireh villa',
  location_ar: 'رام الله',
  location_en: 'Ramallah',
  project_type: 'residential',
  completion_date: '2024-06-30',
  is_featured: true,
  views_count: 3,
  thumbnail_url: '/media/projects/a-960.webp',
  thumbnail_srcset: null,
  area: 300,
  duration_months: 12,
  images_count: 2,
  photos_pending: 0,
  videos_count: 0,
  updated_at: '2025-01-01T00:00:00Z',
};
const detail: ProjectDetail = {
  ...card,
  description_ar: '',
  description_en: '',
  photos_pending: 0,
  budget: null,
  currency: 'USD',
  client_name: '',
  work_done_ar: '',
  work_done_en: '',
  finishing_ar: '',
  finishing_en: '',
  features_ar: ['حديقة'],
  features_en: ['Garden'],
  project_media: [
    {
      id: 1,
      media_type: 'image',
      file_url: '/media/projects/a-960.webp',
      srcset: null,
      width: 960,
      height: 720,
      caption_ar: 'أ',
      caption_en: 'A',
    },
    {
      id: 2,
      media_type: 'image',
      file_url: '/media/projects/b-960.webp',
      srcset: null,
      width: 960,
      height: 720,
      caption_ar: 'ب',
      caption_en: 'B',
    },
  ],
};

beforeEach(() => {
  answer('get', '/admin/projects/', paginated(adminProjectCard), { count: 1, next: null, previous: null, results: [card] });
  answer('get', '/admin/projects/7/', projectDetail, detail);
});

/** Saving a project: each answer in turn (a `Failure` is an error), then the stored project. */
function answerSave(method: 'post' | 'patch', path: string, failures: Failure[] = []) {
  return answer(method, path, projectDetail, () => {
    const failure = failures.shift();
    if (failure) throw failure;
    return detail;
  });
}

describe('staff projects panel', () => {
  it('lists projects with type, featured badge and date, and shows the rules in Arabic, clearing each as it is fixed', async () => {
    renderWithProviders(<ProjectsPanel />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'المشاريع المنجزة' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('فيلا الطيرة');
    expect(row).toHaveTextContent('مميز');
    expect(row).toHaveTextContent('سكني');
    expect(within(row).getByRole('link', { name: 'عرض الصفحة' })).toHaveAttribute('href', '/realty/completed-projects/7');

    await userEvent.click(screen.getByRole('button', { name: 'إضافة مشروع' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مشروع' });
    const upload = answerSave('post', '/admin/projects/');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ المشروع' }));
    expect(await within(dialog).findAllByText('العنوان مطلوب')).toHaveLength(2);
    expect(within(dialog).getByText('نوع المشروع مطلوب')).toBeInTheDocument();
    expect(upload).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /العنوان \(بالعربية\)/ }), 'مشروع');
    await waitFor(() => expect(within(dialog).getAllByText('العنوان مطلوب')).toHaveLength(1));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /المدة/ }), 'abc');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /العنوان \(بالإنجليزية\)/ }), 'Project');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /نوع المشروع/ }), 'commercial');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ المشروع' }));
    expect(await within(dialog).findByText('أدخل رقمًا صالحًا.')).toBeInTheDocument();
  });

  it('sends every field with the photos, captions and features; server errors land on their fields and nothing typed is lost', async () => {
    const upload = answerSave('post', '/admin/projects/', [
      new Failure(400, {
        detail: 'Some fields are invalid.',
        code: 'validation_error',
        title_en: ['This value is too long.'],
        field_codes: { title_en: ['too_long'] },
      }),
      new Failure(413, { code: 'payload_too_large', detail: 'The request is too large.' }),
    ]);
    const { container } = renderWithProviders(<ProjectsPanel />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a project' });
    const type = (name: RegExp, value: string) => userEvent.type(within(dialog).getByRole('textbox', { name }), value);
    await type(/^Title \(Arabic\)/, 'مجمع الريحان');
    await type(/^Title \(English\)/, 'Rayhan centre');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Project type/ }), 'commercial');
    await type(/^Area/, '1250');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Featured/ }));
    await type(/Key features \(English\): Feature 1/, 'Parking');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Add a feature' })[1]!);
    await type(/Key features \(English\): Feature 2/, 'Lifts');
    const [photos] = [...container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type=file]')];
    fireEvent.change(photos!, { target: { files: [pickedFile('front.jpg'), pickedFile('hall.jpg')] } });
    const media = within(dialog).getByRole('list', { name: 'Photos and videos, in order' });
    expect(within(media).getAllByRole('img')).toHaveLength(2);
    expect(within(media).getByText('Cover')).toBeInTheDocument();
    await userEvent.type(within(media).getByRole('textbox', { name: 'Caption (Arabic): Photo 1' }), 'الواجهة');
    await userEvent.type(within(media).getByRole('textbox', { name: 'Caption (English): Photo 1' }), 'Front');
    // The second photo becomes the first (and the thumbnail).
    await userEvent.click(within(media).getByRole('button', { name: 'Move item 2 earlier' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(upload).toHaveLength(1));
    const form = upload[0]!.form!;
    expect(form.get('title_ar')).toBe('مجمع الريحان');
    expect(form.get('is_featured')).toBe('true');
    expect(form.get('area')).toBe('1250');
    expect(JSON.parse(form.get('features_en') as string)).toEqual(['Parking', 'Lifts']);
    expect(JSON.parse(form.get('media') as string)).toEqual([
      { file: 'file_0', caption_ar: '', caption_en: '' },
      { file: 'file_1', caption_ar: 'الواجهة', caption_en: 'Front' },
    ]);
    // The captioned photo (front) went second: its captions travel with it. jsdom hands MSW the parts
    // without their names or bytes (decision 033), so the test checks that both file parts were sent.
    expect(form.getAll('file_0')).toHaveLength(1);
    expect(form.getAll('file_1')).toHaveLength(1);
    expect(form.get('file_0')).toHaveProperty('type', 'image/jpeg');
    expect(await within(dialog).findByText('This value is too long.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Title \(Arabic\)/ })).toHaveValue('مجمع الريحان');
    expect(within(media).getAllByRole('img')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save project' }));
    expect(await within(dialog).findByText('Video size must be less than 50MB')).toBeInTheDocument();
  });

  it('edits a stored project: its media in order with captions, reordered and removed, sent as one PATCH', async () => {
    const upload = answerSave('patch', '/admin/projects/7/');
    renderWithProviders(<ProjectsPanel />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Al-Tireh villa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const media = await within(dialog).findByRole('list', { name: 'Photos and videos, in order' });
    expect(within(media).getByRole('textbox', { name: 'Caption (English): Photo 2' })).toHaveValue('B');
    await userEvent.type(within(media).getByRole('textbox', { name: 'Caption (English): Photo 2' }), '+');
    await userEvent.click(within(media).getByRole('button', { name: 'Remove item 1 (Photo 1)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save project' }));
    await waitFor(() => expect(upload).toHaveLength(1));
    const form = upload[0]!.form!;
    expect(JSON.parse(form.get('media') as string)).toEqual([{ id: 2, caption_ar: 'ب', caption_en: 'B+' }]);
    expect(JSON.parse(form.get('features_ar') as string)).toEqual(['حديقة']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit project' })).not.toBeInTheDocument());
  });

  it('checks chosen videos before sending: type, size and count, in Arabic', async () => {
    const { container } = renderWithProviders(<ProjectsPanel />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة مشروع' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مشروع' });
    const video = container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type=file]')[1]!;
    fireEvent.change(video, { target: { files: [pickedFile('tour.avi', { type: 'video/x-msvideo' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('يجب أن يكون الفيديو بصيغة MP4 أو MOV أو WebM.');
    const big = pickedFile('tour.mp4', { type: 'video/mp4', size: 60 * 1024 * 1024 });
    fireEvent.change(video, { target: { files: [big] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('يجب أن يكون حجم الفيديو أقل من 50 ميغابايت');
    for (let i = 0; i < 3; i++) fireEvent.change(video, { target: { files: [pickedFile(`v${i}.webm`, { type: '' })] } });
    const media = within(dialog).getByRole('list', { name: 'الصور ومقاطع الفيديو بالترتيب' });
    expect(within(media).getAllByRole('listitem')).toHaveLength(3);
    expect(video).toBeDisabled();
  });
});
