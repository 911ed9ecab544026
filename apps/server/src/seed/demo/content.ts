import type { OfferingCategory, PriceUnit, ProjectType } from '@manara/shared/content';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { completedProjects, financeOfferings, projectMedia } from '../../db/schema';
import { IMAGE_WIDTHS } from '../../lib/media-urls';
import { projectSearchText } from '../../modules/content';
import type { MediaStorage, StagedFile } from '../../platform/storage';
import { renderDemoWebp, type DemoScene } from './images';
import offerings from './offerings.json';
import projects from './projects.json';

/**
 * Demo finance offerings and completed projects (data in offerings.json and projects.json), in Arabic and
 * English, with project photos generated at seed time. Each table is seeded only while it is empty.
 */
interface DemoOffering {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  category: OfferingCategory;
  price: number | null;
  price_unit: PriceUnit | null;
}

interface DemoProject {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  location_ar: string;
  location_en: string;
  project_type: ProjectType;
  completion_date: string;
  is_featured: boolean;
  area: number;
  budget: number;
  duration_months: number;
  client_name: string;
  work_done_ar: string;
  work_done_en: string;
  finishing_ar: string;
  finishing_en: string;
  features_ar: string[];
  features_en: string[];
  scenes: DemoScene[];
  captions_ar: string[];
  captions_en: string[];
}

export const DEMO_OFFERINGS = offerings as DemoOffering[];
export const DEMO_PROJECTS = projects as DemoProject[];

const PHOTO_RATIO = 2 / 3;

export async function seedDemoOfferings(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(financeOfferings);
  if (Number(existing?.n ?? 0) > 0) return;
  await db.insert(financeOfferings).values(
    DEMO_OFFERINGS.map((o, i) => ({
      titleAr: o.title_ar,
      titleEn: o.title_en,
      descriptionAr: o.description_ar,
      descriptionEn: o.description_en,
      category: o.category,
      price: o.price,
      priceUnit: o.price_unit,
      sortOrder: (i + 1) * 10,
    })),
  );
}

export async function seedDemoProjects(db: Db, storage: MediaStorage): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(completedProjects);
  if (Number(existing?.n ?? 0) > 0) return;

  // Files first, under staging names; published only once the rows are committed.
  const staged: StagedFile[] = [];
  try {
    const photos = await Promise.all(
      DEMO_PROJECTS.map((p, n) =>
        Promise.all(
          p.scenes.map(async (scene, i) => {
            const key = `projects/demo/${n + 1}-${i + 1}`;
            const seed = 500 + n * 10 + i;
            const files = await Promise.all(
              IMAGE_WIDTHS.map(async (width) =>
                storage.stage(`${key}-${width}.webp`, await renderDemoWebp(scene, seed, width, PHOTO_RATIO)),
              ),
            );
            staged.push(...files);
            const largest = IMAGE_WIDTHS.at(-1)!;
            return { storageKey: key, widths: IMAGE_WIDTHS, width: largest, height: Math.round(largest * PHOTO_RATIO) };
          }),
        ),
      ),
    );

    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(completedProjects)
        .values(
          DEMO_PROJECTS.map((p, n) => ({
            titleAr: p.title_ar,
            titleEn: p.title_en,
            searchText: projectSearchText({ titleAr: p.title_ar, titleEn: p.title_en }),
            descriptionAr: p.description_ar,
            descriptionEn: p.description_en,
            locationAr: p.location_ar,
            locationEn: p.location_en,
            projectType: p.project_type,
            completionDate: p.completion_date,
            isFeatured: p.is_featured,
            area: p.area,
            budget: p.budget,
            durationMonths: p.duration_months,
            clientName: p.client_name,
            workDoneAr: p.work_done_ar,
            workDoneEn: p.work_done_en,
            finishingAr: p.finishing_ar,
            finishingEn: p.finishing_en,
            featuresAr: p.features_ar,
            featuresEn: p.features_en,
            viewsCount: 40 + ((n * 37) % 160),
          })),
        )
        .returning({ id: completedProjects.id });
      await tx.insert(projectMedia).values(
        ids.flatMap(({ id }, n) =>
          photos[n]!.map((photo, position) => ({
            ...photo,
            projectId: id,
            mediaType: 'image' as const,
            mimeType: 'image/webp',
            position,
            captionAr: DEMO_PROJECTS[n]!.captions_ar[position] ?? '',
            captionEn: DEMO_PROJECTS[n]!.captions_en[position] ?? '',
          })),
        ),
      );
    });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
  await Promise.all(staged.map((f) => f.publish()));
}
