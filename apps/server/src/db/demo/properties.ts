import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { MediaStorage, StagedFile } from '../../lib/storage';
import { propertySearchText } from '../../modules/realty/properties/properties.repository';
import type { Db } from '../client';
import { cities, properties, propertyMedia, users } from '../schema';
import { renderDemoWebp, seededRandom, type DemoScene } from './images';

/**
 * Demo listings: three owner accounts (an agency and two private owners) and three dozen listings for
 * sale and rent across Palestinian cities, half written in Arabic and half in English, with photos
 * generated at seed time (no network). The owners' passwords are random and thrown away: the
 * accounts exist so listings have owners, not to sign in with.
 */

export const DEMO_OWNERS = [
  { email: 'listings@demo.manara.ps', name: 'مكتب الزيتونة العقاري — Al-Zaytouna Real Estate', role: 'provider', providerType: 'realtor' },
  { email: 'rania.khoury@demo.manara.ps', name: 'رانية خوري', role: 'client', providerType: null },
  { email: 'yousef.hamdan@demo.manara.ps', name: 'Yousef Hamdan', role: 'client', providerType: null },
] as const;

type Listing = {
  owner: 0 | 1 | 2;
  city: string;
  title: string;
  description: string;
  type: (typeof properties.$inferInsert)['type'];
  purpose: 'sale' | 'rent';
  price: number;
  area: number;
  beds: number | null;
  baths: number | null;
  floors: number | null;
  address: string;
  village?: string;
  amenities: string[];
  status?: 'pending';
};

/** Prices in USD (rent per month); land areas are dunums expressed in m² (1 dunum = 1000 m²). */
export const DEMO_LISTINGS: Listing[] = [
  {
    owner: 0,
    city: 'Ramallah',
    title: 'Modern 3-bedroom apartment in Al-Masyoun',
    description:
      'Bright fourth-floor apartment in a new stone building, a short walk from the Ramallah Cultural Palace. Open kitchen, master bedroom with en-suite bathroom, and a west-facing balcony.',
    type: 'apartment',
    purpose: 'sale',
    price: 175_000,
    area: 165,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Al-Masyoun, near the Cultural Palace',
    amenities: ['parking', 'elevator', 'balcony', 'ac'],
  },
  {
    owner: 0,
    city: 'al-Bireh',
    title: 'شقة للبيع في البيرة – حي الجنان',
    description:
      'شقة في الطابق الثالث بتشطيب سوبر ديلوكس، ثلاث غرف نوم وصالون واسع، قريبة من المدارس ومركز المدينة. العمارة فيها مصعد وموقف خاص لكل شقة.',
    type: 'apartment',
    purpose: 'sale',
    price: 135_000,
    area: 150,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'حي الجنان، شارع القدس',
    amenities: ['parking', 'elevator', 'balcony'],
  },
  {
    owner: 0,
    city: 'Beitunia',
    title: 'فيلا مستقلة مع حديقة في بيتونيا',
    description:
      'فيلا من طابقين على أرض مساحتها دونم، حديقة مزروعة بالزيتون والحمضيات، خمس غرف نوم، تدفئة مركزية وتكييف، وإطلالة مفتوحة على الساحل.',
    type: 'villa',
    purpose: 'sale',
    price: 520_000,
    area: 420,
    beds: 5,
    baths: 4,
    floors: 2,
    address: 'بيتونيا، الحي الغربي',
    amenities: ['garden', 'parking', 'security', 'balcony', 'ac'],
  },
  {
    owner: 0,
    city: 'Birzeit',
    title: 'Residential plot with valley view, Birzeit',
    description:
      'A 1.5-dunum residential plot (zone B) on a quiet road above the valley, with registered title (tabu) and water and electricity at the boundary. Suits a family villa or a small building.',
    type: 'land',
    purpose: 'sale',
    price: 210_000,
    area: 1500,
    beds: 0,
    baths: 0,
    floors: 0,
    address: 'Birzeit, Al-Balou road',
    amenities: [],
  },
  {
    owner: 1,
    city: 'Ramallah',
    title: 'شقة مفروشة للإيجار في الطيرة',
    description:
      'شقة مفروشة بالكامل، غرفتا نوم وحمامان، مطبخ مجهز وتكييف في كل الغرف. مناسبة لعائلة صغيرة أو لموظفي المؤسسات الدولية. الإيجار يشمل رسوم العمارة.',
    type: 'apartment',
    purpose: 'rent',
    price: 900,
    area: 130,
    beds: 2,
    baths: 2,
    floors: 1,
    address: 'الطيرة، قرب دوار الساعة',
    amenities: ['ac', 'elevator', 'parking', 'balcony'],
  },
  {
    owner: 0,
    city: 'Ramallah',
    title: 'Office floor on Al-Irsal Street',
    description:
      'A full 180 m² office floor with reception, four offices and a meeting room, in a serviced building with generator backup and 24/7 security. Walking distance to ministries and banks.',
    type: 'office',
    purpose: 'rent',
    price: 1_400,
    area: 180,
    beds: 0,
    baths: 2,
    floors: 1,
    address: 'Al-Irsal Street, Al-Bireh side',
    amenities: ['elevator', 'ac', 'parking', 'security'],
  },
  {
    owner: 0,
    city: 'Nablus',
    title: 'شقة واسعة في رفيديا قرب جامعة النجاح',
    description:
      'شقة بمساحة 160 مترًا مربعًا في عمارة حديثة، ثلاث غرف نوم، صالة وسفرة، وشرفتان. على بعد خمس دقائق من الحرم الجديد لجامعة النجاح الوطنية.',
    type: 'apartment',
    purpose: 'sale',
    price: 115_000,
    area: 160,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'رفيديا، شارع الجامعة',
    amenities: ['elevator', 'balcony', 'parking'],
  },
  {
    owner: 2,
    city: 'Nablus',
    title: 'Restored stone house in the Old City of Nablus',
    description:
      'A two-storey Ottoman-era house with vaulted ceilings and an inner courtyard, carefully restored in 2021 with new plumbing and wiring. Steps from Khan al-Tujjar.',
    type: 'house',
    purpose: 'sale',
    price: 190_000,
    area: 210,
    beds: 4,
    baths: 2,
    floors: 2,
    address: 'Old City, near Khan al-Tujjar',
    amenities: ['garden'],
  },
  {
    owner: 0,
    city: 'Nablus',
    title: 'محل تجاري للإيجار في شارع فيصل',
    description:
      'محل بواجهة زجاجية على شارع تجاري مزدحم، مساحته 60 مترًا مربعًا مع سدة للتخزين وحمام. مناسب للألبسة أو الهواتف أو الصيدليات.',
    type: 'commercial',
    purpose: 'rent',
    price: 800,
    area: 60,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'شارع فيصل، مقابل المجمع التجاري',
    amenities: ['security'],
  },
  {
    owner: 0,
    city: 'Bethlehem',
    title: 'Villa with olive garden near Bethlehem University',
    description:
      'Detached stone villa with four bedrooms, a large living room with fireplace and a 600 m² garden of old olive trees. Quiet street, ten minutes from Manger Square.',
    type: 'villa',
    purpose: 'sale',
    price: 480_000,
    area: 380,
    beds: 4,
    baths: 3,
    floors: 2,
    address: 'Al-Karkafa, near Bethlehem University',
    amenities: ['garden', 'parking', 'balcony', 'ac'],
  },
  {
    owner: 0,
    city: 'Beit Sahour',
    title: 'شقة جديدة قرب حقل الرعاة في بيت ساحور',
    description: 'شقة جديدة لم تُسكن، ثلاث غرف نوم ومطبخ أمريكي، تشطيب حجر وبلاط إيطالي، موقف سيارات تحت العمارة وإطلالة على حقل الرعاة.',
    type: 'apartment',
    purpose: 'sale',
    price: 145_000,
    area: 140,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'بيت ساحور، شارع حقل الرعاة',
    amenities: ['parking', 'elevator', 'balcony'],
  },
  {
    owner: 1,
    city: 'Beit Jala',
    title: 'Two-bedroom flat with terrace in Beit Jala',
    description:
      'Second-floor flat with a 30 m² terrace overlooking the Cremisan valley. Solar water heater, new kitchen, and a quiet neighbourhood close to the Beit Jala churches.',
    type: 'apartment',
    purpose: 'rent',
    price: 650,
    area: 115,
    beds: 2,
    baths: 1,
    floors: 1,
    address: 'Beit Jala, Al-Madaris Street',
    amenities: ['balcony', 'parking'],
  },
  {
    owner: 0,
    city: 'Hebron',
    title: 'قطعة أرض سكنية في منطقة الحاووز – الخليل',
    description: 'قطعة أرض مساحتها دونمان في منطقة سكنية مرتفعة، طابو، على شارعين، مناسبة لبناء عمارة سكنية. الخدمات متوفرة.',
    type: 'land',
    purpose: 'sale',
    price: 160_000,
    area: 2000,
    beds: 0,
    baths: 0,
    floors: 0,
    address: 'الحاووز، الخليل',
    amenities: [],
  },
  {
    owner: 0,
    city: 'Hebron',
    title: 'Third-floor apartment in Ein Sarah, Hebron',
    description:
      'Spacious family apartment with three bedrooms, two bathrooms and a separate guest room (diwan), in a well-kept building on the main Ein Sarah road.',
    type: 'apartment',
    purpose: 'sale',
    price: 98_000,
    area: 145,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Ein Sarah Street',
    amenities: ['elevator', 'balcony'],
  },
  {
    owner: 0,
    city: 'Hebron',
    title: 'مستودع للإيجار في المنطقة الصناعية – الخليل',
    description:
      'مستودع بمساحة 600 متر مربع وارتفاع سبعة أمتار، باب كبير للشاحنات، كهرباء ثلاثية الطور، وساحة تحميل. حراسة على مدار الساعة.',
    type: 'warehouse',
    purpose: 'rent',
    price: 1_500,
    area: 600,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'المنطقة الصناعية، الخليل',
    amenities: ['parking', 'security'],
  },
  {
    owner: 0,
    city: 'Jenin',
    title: 'Agricultural land with olive trees near Jenin',
    description:
      'Five dunums of fertile land in the Marj Ibn Amer plain with about 120 productive olive trees and a seasonal well. Registered title, road access on one side.',
    type: 'land',
    purpose: 'sale',
    price: 95_000,
    area: 5000,
    beds: 0,
    baths: 0,
    floors: 0,
    address: 'Burqin road',
    village: 'Burqin',
    amenities: [],
  },
  {
    owner: 2,
    city: 'Jenin',
    title: 'بيت مستقل من طابقين في جنين',
    description:
      'بيت عائلي من طابقين، خمس غرف نوم، حديقة أمامية وكراج. يمكن فصل الطابقين لشقتين مستقلتين. قريب من الجامعة العربية الأمريكية.',
    type: 'house',
    purpose: 'sale',
    price: 165_000,
    area: 230,
    beds: 5,
    baths: 3,
    floors: 2,
    address: 'حي البساتين، جنين',
    amenities: ['garden', 'parking'],
  },
  {
    owner: 0,
    city: 'Jericho',
    title: 'Winter villa with pool in Jericho',
    description:
      'Single-storey villa among palm trees with a private pool, four bedrooms and a large shaded terrace. Ideal for the warm Jericho winters; available furnished on a yearly contract.',
    type: 'villa',
    purpose: 'rent',
    price: 1_500,
    area: 300,
    beds: 4,
    baths: 3,
    floors: 1,
    address: 'Ein al-Sultan road',
    amenities: ['pool', 'garden', 'parking', 'ac'],
  },
  {
    owner: 0,
    city: 'Jericho',
    title: 'أرض زراعية في أريحا مع بئر ماء',
    description: 'عشرة دونمات من الأراضي الزراعية المروية، بئر ماء مرخص وشبكة ري بالتنقيط، مزروعة بالنخيل. مناسبة للاستثمار الزراعي.',
    type: 'land',
    purpose: 'sale',
    price: 220_000,
    area: 10_000,
    beds: 0,
    baths: 0,
    floors: 0,
    address: 'طريق النويعمة',
    village: 'النويعمة',
    amenities: [],
  },
  {
    owner: 0,
    city: 'Tulkarm',
    title: 'Family apartment near Khadouri University, Tulkarm',
    description:
      'Three bedrooms, a large living room and two bathrooms on the first floor of a four-storey building, close to schools and the university.',
    type: 'apartment',
    purpose: 'sale',
    price: 85_000,
    area: 150,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Al-Jami’a Street',
    amenities: ['balcony', 'parking'],
  },
  {
    owner: 1,
    city: 'Tulkarm',
    title: 'شقة للإيجار وسط طولكرم',
    description: 'شقة من ثلاث غرف نوم في وسط المدينة، قريبة من السوق والمواصلات. الإيجار سنوي مع إمكانية الدفع كل ثلاثة أشهر.',
    type: 'apartment',
    purpose: 'rent',
    price: 450,
    area: 120,
    beds: 3,
    baths: 1,
    floors: 1,
    address: 'وسط البلد، شارع نابلس',
    amenities: ['balcony'],
  },
  {
    owner: 0,
    city: 'Gaza City',
    title: 'Sea-view apartment in Al-Rimal, Gaza',
    description:
      'Third-floor apartment with a view of the sea, three bedrooms, two bathrooms and a wide balcony, in the Al-Rimal neighbourhood.',
    type: 'apartment',
    purpose: 'sale',
    price: 120_000,
    area: 170,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Al-Rimal, near Al-Jundi Al-Majhool square',
    amenities: ['balcony', 'elevator'],
  },
  {
    owner: 0,
    city: 'Gaza City',
    title: 'محل تجاري في شارع عمر المختار – غزة',
    description: 'محل صغير بمساحة 45 مترًا مربعًا على أحد أكثر شوارع غزة حركة، مناسب للبيع بالتجزئة.',
    type: 'commercial',
    purpose: 'rent',
    price: 500,
    area: 45,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'شارع عمر المختار',
    amenities: [],
  },
  {
    owner: 0,
    city: 'Rawabi',
    title: 'New apartment in Rawabi with city views',
    description:
      'Three-bedroom apartment in a new neighbourhood of Rawabi, with underground parking, gym access and a view over the amphitheatre and the hills.',
    type: 'apartment',
    purpose: 'sale',
    price: 155_000,
    area: 135,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Rawabi, Q-Center neighbourhood',
    amenities: ['elevator', 'parking', 'security', 'gym', 'balcony'],
  },
  {
    owner: 0,
    city: 'Birzeit',
    title: 'شقة طلاب قرب جامعة بيرزيت',
    description: 'شقة من ثلاث غرف نوم مناسبة للطالبات أو الطلاب، مفروشة جزئيًا، على بعد عشر دقائق مشيًا من بوابة الجامعة. إنترنت متوفر.',
    type: 'apartment',
    purpose: 'rent',
    price: 500,
    area: 100,
    beds: 3,
    baths: 1,
    floors: 1,
    address: 'بيرزيت، شارع الجامعة',
    amenities: ['balcony'],
  },
  {
    owner: 0,
    city: 'al-Bireh',
    title: 'Office suite in the Al-Bireh commercial centre',
    description:
      'A 120 m² office suite with three rooms and a kitchenette on the fifth floor of a business tower, sold with one parking space.',
    type: 'office',
    purpose: 'sale',
    price: 140_000,
    area: 120,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'Al-Bireh, Nablus Road',
    amenities: ['elevator', 'ac', 'parking'],
  },
  {
    owner: 0,
    city: 'Ramallah',
    title: 'محل تجاري على شارع رئيسي في رام الله التحتا',
    description: 'محل بمساحة 80 مترًا مربعًا بواجهتين، في منطقة تجارية نشطة قرب دوار المنارة، مع عقد طابو.',
    type: 'commercial',
    purpose: 'sale',
    price: 230_000,
    area: 80,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'رام الله التحتا، قرب دوار المنارة',
    amenities: ['security'],
  },
  {
    owner: 1,
    city: 'Ramallah',
    title: 'Bright one-bedroom apartment in Ein Munjed',
    description:
      'A compact, sunny apartment for a single professional or a couple, with a new kitchen and a small balcony. Water and building fees included.',
    type: 'apartment',
    purpose: 'rent',
    price: 550,
    area: 75,
    beds: 1,
    baths: 1,
    floors: 1,
    address: 'Ein Munjed',
    amenities: ['balcony', 'ac'],
  },
  {
    owner: 0,
    city: 'Ramallah',
    title: 'فيلا فاخرة مع مسبح في الطيرة',
    description: 'فيلا بثلاثة طوابق، ست غرف نوم، مسبح خاص، نادٍ رياضي منزلي، حديقة وموقف لثلاث سيارات، ونظام حراسة وكاميرات. تشطيبات فاخرة.',
    type: 'villa',
    purpose: 'sale',
    price: 690_000,
    area: 500,
    beds: 6,
    baths: 5,
    floors: 3,
    address: 'الطيرة، الحي الدبلوماسي',
    amenities: ['pool', 'garden', 'security', 'parking', 'ac', 'gym'],
  },
  {
    owner: 2,
    city: 'Qalqilya',
    title: 'Single-storey house with garden, Qalqilya',
    description: 'Three-bedroom house on a 500 m² plot with citrus trees, a covered car port and room to build a second floor.',
    type: 'house',
    purpose: 'sale',
    price: 120_000,
    area: 180,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'Qalqilya, eastern neighbourhood',
    amenities: ['garden', 'parking'],
  },
  {
    owner: 0,
    city: 'Nablus',
    title: 'مكتب للإيجار في مجمع تجاري – نابلس',
    description: 'مكتب بمساحة 90 مترًا مربعًا في مجمع تجاري حديث بدوار الشهداء، غرفتان وصالة استقبال، مصعد وتكييف مركزي.',
    type: 'office',
    purpose: 'rent',
    price: 700,
    area: 90,
    beds: 0,
    baths: 1,
    floors: 1,
    address: 'دوار الشهداء، نابلس',
    amenities: ['elevator', 'ac'],
  },
  {
    owner: 2,
    city: 'Bethlehem',
    title: 'Apartment near Manger Square',
    description: 'Two-bedroom apartment in a traditional building two minutes from Manger Square; suits a family or a guest house.',
    type: 'apartment',
    purpose: 'sale',
    price: 160_000,
    area: 120,
    beds: 2,
    baths: 1,
    floors: 1,
    address: 'Star Street',
    amenities: ['balcony'],
    status: 'pending',
  },
  {
    owner: 1,
    city: 'Salfit',
    title: 'أرض مزروعة بالزيتون في كفل حارس',
    description: 'ثلاثة دونمات مزروعة بأشجار زيتون رومية، على طريق زراعي معبد.',
    type: 'land',
    purpose: 'sale',
    price: 45_000,
    area: 3000,
    beds: 0,
    baths: 0,
    floors: 0,
    address: 'كفل حارس، الطريق الزراعي',
    village: 'كفل حارس',
    amenities: [],
    status: 'pending',
  },
  {
    owner: 1,
    city: 'al-Bireh',
    title: 'Furnished studio in Al-Bireh',
    description:
      'A furnished studio with a kitchenette and its own entrance, close to Al-Bireh municipality. Electricity and water on a prepaid meter.',
    type: 'apartment',
    purpose: 'rent',
    price: 400,
    area: 55,
    beds: 1,
    baths: 1,
    floors: 1,
    address: 'Al-Bireh, near the municipality',
    amenities: ['ac'],
  },
  {
    owner: 0,
    city: 'Jericho',
    title: 'شقة أرضية مع حديقة في أريحا',
    description: 'شقة أرضية بثلاث غرف نوم وحديقة خاصة، مناسبة للسكن الدائم أو الشتوي، قريبة من مركز المدينة.',
    type: 'apartment',
    purpose: 'sale',
    price: 90_000,
    area: 130,
    beds: 3,
    baths: 2,
    floors: 1,
    address: 'أريحا، شارع عمان',
    amenities: ['garden', 'parking', 'ac'],
  },
  {
    owner: 2,
    city: 'Beit Sahour',
    title: 'Family house for rent in Beit Sahour',
    description:
      'A two-storey house with four bedrooms, a garden and parking for two cars, in a calm residential area. Available from next month.',
    type: 'house',
    purpose: 'rent',
    price: 1_100,
    area: 200,
    beds: 4,
    baths: 2,
    floors: 2,
    address: 'Beit Sahour, Al-Sahel neighbourhood',
    amenities: ['garden', 'parking'],
  },
];

export const DEMO_IMAGE_WIDTHS = [480, 960, 1600];
const IMAGE_RATIO = 10 / 16;

/** The photo pool: each image is rendered once and copied to the listings that use it. */
const POOL: Record<DemoScene, number> = { building: 7, interior: 8, land: 4, skyline: 3 };

const SCENES_BY_TYPE: Record<Listing['type'], DemoScene[]> = {
  apartment: ['building', 'interior', 'interior', 'interior', 'building'],
  villa: ['building', 'interior', 'land', 'interior', 'interior'],
  house: ['building', 'interior', 'interior', 'land', 'interior'],
  land: ['land', 'land', 'land', 'land', 'land'],
  office: ['skyline', 'interior', 'interior', 'building', 'interior'],
  commercial: ['building', 'interior', 'skyline', 'interior', 'interior'],
  warehouse: ['building', 'interior', 'land', 'building', 'interior'],
};

async function renderPool(): Promise<Map<string, Buffer[]>> {
  const jobs: Promise<[string, Buffer[]]>[] = [];
  let seed = 101;
  for (const [scene, count] of Object.entries(POOL) as [DemoScene, number][]) {
    for (let i = 0; i < count; i++) {
      const s = seed++;
      jobs.push(Promise.all(DEMO_IMAGE_WIDTHS.map((w) => renderDemoWebp(scene, s, w, IMAGE_RATIO))).then((b) => [`${scene}:${i}`, b]));
    }
  }
  return new Map(await Promise.all(jobs));
}

/** Seeds the demo owners and listings once (skipped when the first demo owner exists). */
export async function seedDemoProperties(db: Db, storage: MediaStorage): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNERS[0].email)).limit(1);
  if (existing) return;

  const [pool, hashes, cityRows] = await Promise.all([
    renderPool(),
    Promise.all(DEMO_OWNERS.map(() => hashPassword(randomBytes(24).toString('base64url')))),
    db.select().from(cities),
  ]);
  const cityByName = new Map(cityRows.map((c) => [c.nameEn, c]));
  const rnd = seededRandom(2025);
  const now = Date.now();

  // Files first, under staging names; published only once the rows are committed.
  const staged: StagedFile[] = [];
  const mediaFor: { storageKey: string; widths: number[]; width: number; height: number }[][] = [];
  try {
    for (const [n, listing] of DEMO_LISTINGS.entries()) {
      const scenes = SCENES_BY_TYPE[listing.type].slice(0, 2 + (n % 4));
      const media = [];
      for (const [i, scene] of scenes.entries()) {
        const buffers = pool.get(`${scene}:${(n + i) % POOL[scene]}`)!;
        const key = `properties/demo/${n + 1}-${i + 1}`;
        staged.push(...(await Promise.all(DEMO_IMAGE_WIDTHS.map((width, w) => storage.stage(`${key}-${width}.webp`, buffers[w]!)))));
        const largest = DEMO_IMAGE_WIDTHS.at(-1)!;
        media.push({ storageKey: key, widths: DEMO_IMAGE_WIDTHS, width: largest, height: Math.round(largest * IMAGE_RATIO) });
      }
      mediaFor.push(media);
    }

    await db.transaction(async (tx) => {
      const owners = await tx
        .insert(users)
        .values(DEMO_OWNERS.map((o, i) => ({ ...o, passwordHash: hashes[i]! })))
        .returning({ id: users.id });
      const rows = DEMO_LISTINGS.map((l, n) => {
        const city = cityByName.get(l.city);
        if (!city) throw new Error(`Demo listing ${n + 1}: unknown city ${l.city}`);
        // Spread over the last 90 days; older listings have had time to collect more views.
        const ageDays = ((n * 53) % 88) + rnd();
        const createdAt = new Date(now - ageDays * 86_400_000);
        const { owner, city: _city, status, ...fields } = l;
        return {
          ...fields,
          ownerId: owners[owner]!.id,
          countryId: city.countryId,
          cityId: city.id,
          village: l.village ?? null,
          status: status ?? ('active' as const),
          viewsCount: status ? 0 : Math.round(ageDays * (3 + rnd() * 9)),
          searchText: propertySearchText(l, city),
          createdAt,
          updatedAt: createdAt,
        };
      });
      const ids = await tx.insert(properties).values(rows).returning({ id: properties.id });
      const mediaRows = ids.flatMap(({ id }, n) =>
        mediaFor[n]!.map((m, position) => ({ ...m, propertyId: id, mediaType: 'image' as const, position, mimeType: 'image/webp' })),
      );
      await tx.insert(propertyMedia).values(mediaRows);
    });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
  await Promise.all(staged.map((f) => f.publish()));
}

/** How many demo listings are public (for tests and the report). */
export const DEMO_ACTIVE_COUNT = DEMO_LISTINGS.filter((l) => !l.status).length;
