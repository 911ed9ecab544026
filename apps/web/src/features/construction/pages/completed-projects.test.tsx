import { paginated } from '@manara/shared/schemas/common';
import { projectCard, publicProjectDetail, type ProjectCard, type PublicProjectDetail } from '@manara/shared/schemas/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, fail, Failure, unreachable } from '@/test/msw/contract';
import { noHeroes } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { CompletedProjectDetailPage } from './completed-project-detail-page';
import { CompletedProjectsPage } from './completed-projects-page';

const card = (id: number, title: string, featured = false): ProjectCard => ({
  id,
  title_ar: `مشروع ${title}`,
  title_en: `Project ${title}`,
  location_ar: 'رام الله',
  location_en: 'Ramallah',
  project_type: 'residential',
  completion_date: '2025-09-15',
  is_featured: featured,
  views_count: 12,
  thumbnail_url: null,
  thumbnail_srcset: null,
  area: 3600,
  duration_months: 22,
});

const detail: PublicProjectDetail = {
  ...card(1, 'الياسمين', true),
  description_ar: 'عمارة سكنية من ستة طوابق',
  photos_pending: 0,
  description_en: 'A six-storey residential building',
  budget: 2_400_000,
  currency: 'USD',
  client_name: 'Al-Yasmeen Housing Cooperative',
  work_done_ar: 'الأساسات والهيكل',
  work_done_en: 'Foundations and frame',
  finishing_ar: 'تشطيب فاخر',
  finishing_en: 'Premium finishing',
  features_ar: ['ألواح شمسية'],
  features_en: ['Solar panels'],
  features: ['Solar panels'],
  project_media: [
    {
      id: 1,
      media_type: 'image',
      file_url: '/media/p-960.webp',
      srcset: null,
      width: 960,
      height: 640,
      caption_ar: 'الواجهة',
      caption_en: 'The façade',
    },
    {
      id: 2,
      media_type: 'video',
      file_url: '/media/p.mp4',
      srcset: null,
      width: null,
      height: null,
      caption_ar: 'جولة',
      caption_en: 'A walk-through',
    },
  ],
};

const list = (results: ProjectCard[]) => ({ count: results.length, next: null, previous: null, results });
const projectList = paginated(projectCard);

describe('completed projects page', () => {
  it('shows every project under All Projects and only featured ones under Featured Projects', async () => {
    noHeroes();
    answer('get', '/realty/completed-projects/', projectList, list([card(1, 'الياسمين', true), card(2, 'جنين')]));
    const featured = answer('get', '/realty/completed-projects/featured/', projectList, list([card(1, 'الياسمين', true)]));
    renderWithProviders(<CompletedProjectsPage />, { path: '/realty/completed-projects' });
    const all = await screen.findByRole('tabpanel');
    expect(await within(all).findByRole('link', { name: 'مشروع الياسمين' })).toBeInTheDocument();
    expect(within(all).getByRole('link', { name: 'مشروع جنين' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'جميع المشاريع' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'المشاريع المميزة' }));
    expect(screen.getByRole('tab', { name: 'المشاريع المميزة' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tabpanel')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'مشروع جنين' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'مشروع الياسمين' })).toHaveAttribute('href', '/realty/completed-projects/1');
    expect(featured.length).toBeGreaterThan(0);
  });

  it('says so when there are no featured projects, and offers a retry when loading fails (English)', async () => {
    noHeroes();
    unreachable('get', '/realty/completed-projects/');
    answer('get', '/realty/completed-projects/featured/', projectList, list([]));
    renderWithProviders(<CompletedProjectsPage />, { path: '/realty/completed-projects', locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the projects.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Featured Projects' }));
    expect(await screen.findByText('No featured projects yet.')).toBeInTheDocument();
  });
});

describe('completed project page', () => {
  const renderProject = (id: string, locale: 'ar' | 'en' = 'ar') =>
    renderWithProviders(<CompletedProjectDetailPage />, {
      locale,
      path: `/realty/completed-projects/${id}`,
      routePath: '/realty/completed-projects/:id',
    });

  it('shows the project with its badges, views, side panel, sections, video caption and a link to /contact', async () => {
    answer('get', '/realty/completed-projects/1/', publicProjectDetail, detail);
    renderProject('1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project الياسمين' })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Residential')).toBeInTheDocument();
    expect(screen.getByText('12 views')).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Project details' });
    expect(within(panel).getByText('Client').nextElementSibling).toHaveTextContent('Al-Yasmeen Housing Cooperative');
    expect(within(panel).getByText('Duration').nextElementSibling).toHaveTextContent('22 months');
    expect(within(panel).getByText('Area').nextElementSibling).toHaveTextContent('3,600 m²');
    expect(within(panel).getByText('Budget').nextElementSibling).toHaveTextContent('$2,400,000');
    expect(within(panel).getByText('Completed').nextElementSibling).toHaveTextContent('September 15, 2025');
    expect(screen.getByRole('heading', { name: 'Work done' }).nextElementSibling).toHaveTextContent('Foundations and frame');
    expect(screen.getByText('Solar panels')).toBeInTheDocument();
    expect(screen.getByText('A walk-through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });

  it("shows 'Project not found' with a way back for a missing project or a malformed address", async () => {
    fail('get', '/realty/completed-projects/404/', new Failure(404, { detail: 'غير موجود.', code: 'not_found' }));
    renderProject('404');
    expect(await screen.findByRole('heading', { level: 1, name: 'المشروع غير موجود' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المشاريع' })).toHaveAttribute('href', '/realty/completed-projects');
  });

  it('treats a malformed address as not found without asking the server', async () => {
    const get = answer('get', '/realty/completed-projects/:id/', publicProjectDetail, detail);
    renderProject('abc', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
    expect(get).toEqual([]);
  });
});
