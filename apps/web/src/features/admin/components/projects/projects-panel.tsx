import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import type { AdminProjectCard } from '@manara/shared/schemas/projects';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PhotosPendingNote } from '@/components/form/photos-pending';
import { Button } from '@/components/ui/button';
import { useConfirmFlow } from '@/components/form/confirm-flow';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { PROJECTS_PAGE_SIZE, refreshProjects, saveProject, useAdminProject, useAdminProjects, useDeleteProject } from '../../api/projects';
import { ProjectForm, type ProjectFormSubmit } from './project-form';
import { PublicPageLink, Thumbnail } from '../row-parts';
import { State } from '../state';
import '@/features/construction/locales/strings';
import '@/features/realty/locales/owner-strings';

/** The dialog's body: the form, once the project being edited has loaded. */
function ProjectEditor({ id, onDone, onBusy }: { id: number | null; onDone(): void; onBusy(busy: boolean): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useAdminProject(id);
  const save = async ({ form, onProgress }: ProjectFormSubmit) => {
    await saveProject(id, form, onProgress);
    refreshProjects(queryClient);
    toast.success(t('admin.projects.saved'));
    onDone();
  };
  const form = <ProjectForm project={project.data ?? null} onSubmit={save} onCancel={onDone} onSavingChange={onBusy} />;
  if (id === null) return form;
  return (
    <State query={project} failedText={t('admin.projects.loadOneFailed')}>
      <PhotosPendingNote count={project.data?.photos_pending} className="mb-4" />
      {form}
    </State>
  );
}

function Row({ project, onEdit, onDelete }: { project: AdminProjectCard; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = localized(project, 'title', locale);
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:items-center sm:gap-4 sm:p-4">
      <Thumbnail url={project.thumbnail_url} className="w-24 self-start sm:w-32 sm:self-center" />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-bold text-stone-900">
          <bdi>{title}</bdi>
          {project.is_featured && (
            <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              <Star className="size-3" aria-hidden="true" />
              {t('admin.projects.featured')}
            </span>
          )}
        </h3>
        <p className="text-sm text-stone-600">
          {t(`construction.types.${project.project_type}`)} ·{' '}
          {project.completion_date ? formatDate(project.completion_date, locale, { dateStyle: 'medium' }) : t('admin.projects.noDate')} ·{' '}
          {t('admin.projects.mediaCount', {
            images: formatNumber(project.images_count, locale),
            videos: formatNumber(project.videos_count, locale),
          })}
        </p>
        <PhotosPendingNote count={project.photos_pending} />
        <div className="flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${t('realty.mine.edit')}: ${title}`}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('realty.mine.edit')}
          </Button>
          <PublicPageLink to={paths.project(project.id)}>{t('admin.projects.viewPage')}</PublicPageLink>
          <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete} aria-label={`${t('realty.mine.delete')}: ${title}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('realty.mine.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Completed projects: search, add, edit with their photos and videos, delete; each links to its public page. */
export function ProjectsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminProjects(search.trim(), page);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = useDeleteProject();
  const deletion = useConfirmFlow<AdminProjectCard>({
    act: (p) => remove.mutateAsync(p.id),
    doneText: t('admin.projects.deleted'),
    failedText: t('admin.failed'),
  });
  const deleting = deletion.item;
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PROJECTS_PAGE_SIZE));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <Field id="admin-project-search" label={t('admin.projects.search')}>
            <Input
              id="admin-project-search"
              type="search"
              dir="auto"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </Field>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.projects.add')}
        </Button>
      </div>
      <State query={list} failedText={t('admin.projects.loadFailed')} emptyText={t('admin.projects.empty')}>
        <ul className="space-y-3" aria-label={t('admin.projects.listLabel')}>
          {list.data?.results.map((p) => (
            <Row key={p.id} project={p} onEdit={() => setEditing(p.id)} onDelete={() => deletion.ask(p)} />
          ))}
        </ul>
      </State>
      {pages > 1 && (
        <nav aria-label={t('admin.projects.pages')} className="flex items-center justify-center gap-3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('admin.projects.previous')}
          </Button>
          <span className="text-sm text-stone-700">
            {t('admin.projects.pageOf', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('admin.projects.next')}
          </Button>
        </nav>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && !busy && setEditing(null)}
        closeDisabled={busy}
        size="lg"
        title={editing === 'new' ? t('admin.projects.add') : t('admin.projects.edit')}
      >
        {editing !== null && (
          <ProjectEditor key={editing} id={editing === 'new' ? null : editing} onDone={() => setEditing(null)} onBusy={setBusy} />
        )}
      </Dialog>
      <ConfirmDialog
        title={t('admin.projects.deleteTitle')}
        description={t('admin.projects.deleteConfirm', { title: deleting ? localized(deleting, 'title', locale) : '' })}
        confirmLabel={t('realty.mine.delete')}
        {...deletion.dialog}
      />
    </div>
  );
}
