import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroes } from '../../db/schema';
import type { MediaStorage } from '../../platform/storage';
import { renderDemoWebp, type DemoScene } from './images';

type HeroSeed = Omit<typeof heroes.$inferInsert, 'backgroundImageKey' | 'updatedAt'> & { scene: DemoScene };

export const DEMO_HEROES: HeroSeed[] = [
  {
    page: 'home',
    scene: 'skyline',
    titleAr: 'منارة: بيتك، استثمارك، وحقوقك في مكان واحد',
    titleEn: 'Manara: your home, your investments and your rights in one place',
    subtitleAr: 'عقارات للبيع والإيجار، خدمات مالية واستشارات قانونية في كل محافظات فلسطين',
    subtitleEn: 'Property for sale and rent, financial services and legal advice across every Palestinian governorate',
    ctaTextAr: 'ابدأ الآن',
    ctaTextEn: 'Get started',
    ctaLink: '/auth/register',
  },
  {
    page: 'finance',
    scene: 'skyline',
    titleAr: 'خدماتنا المالية والاستثمارية',
    titleEn: 'Our Financial & Investment Services',
    subtitleAr: 'خبراء ماليون يساعدونك على التخطيط والاستثمار وإدارة المخاطر بثقة',
    subtitleEn: 'Financial experts who help you plan, invest and manage risk with confidence',
  },
  {
    page: 'realty',
    scene: 'building',
    titleAr: 'خدماتنا العقارية',
    titleEn: 'Our Real Estate Services',
    subtitleAr: 'بيع وشراء وإيجار وبناء: كل ما تحتاجه لعقارك في فلسطين',
    subtitleEn: 'Buy, sell, rent and build: everything your property in Palestine needs',
  },
  {
    page: 'buysell',
    scene: 'building',
    titleAr: 'عقارات للبيع',
    titleEn: 'Properties for Sale',
    subtitleAr: 'شقق وفلل وأراضٍ ومحلات تجارية من رام الله إلى الخليل وغزة',
    subtitleEn: 'Apartments, villas, land and shops from Ramallah to Hebron and Gaza',
  },
  {
    page: 'rent',
    scene: 'interior',
    titleAr: 'عقارات للإيجار',
    titleEn: 'Properties for Rent',
    subtitleAr: 'شقق ومكاتب ومنازل للإيجار الشهري بأسعار واضحة',
    subtitleEn: 'Apartments, offices and houses for monthly rent at clear prices',
  },
  {
    page: 'construction',
    scene: 'building',
    titleAr: 'خدمات البناء والمقاولات',
    titleEn: 'Construction & Contracting Services',
    subtitleAr: 'من التصميم المعماري حتى تسليم المفتاح، بجودة مضمونة وفي الوقت المحدد',
    subtitleEn: 'From architectural design to handing over the keys, with guaranteed quality and on time',
  },
  {
    page: 'completed_projects',
    scene: 'land',
    titleAr: 'مشاريعنا المنجزة',
    titleEn: 'Our Completed Projects',
    subtitleAr: 'مبانٍ سكنية وتجارية أنجزناها لعملائنا في أنحاء فلسطين',
    subtitleEn: 'Residential and commercial buildings we delivered for clients across Palestine',
  },
];

export const HERO_IMAGE_WIDTH = 1600;

/** Page heroes with demo texts in both languages and generated background images. */
export async function seedHeroes(db: Db, storage: MediaStorage): Promise<void> {
  const [{ n } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from heroes`)).rows;
  if (n > 0) return;
  let seed = 11;
  for (const hero of DEMO_HEROES) {
    const key = `heroes/${hero.page}.webp`;
    const staged = await storage.stage(key, await renderDemoWebp(hero.scene, seed++, HERO_IMAGE_WIDTH, 9 / 16));
    await staged.publish();
    const { scene: _scene, ...row } = hero;
    await db
      .insert(heroes)
      .values({ ...row, backgroundImageKey: key })
      .onConflictDoNothing();
  }
}
