/**
 * What a provider offers (issue 32, decision 057): service categories by provider type, price units,
 * delivery modes and the limits, each once with its labels in both languages. Zod-free, so pages,
 * cards and e-mail read it without the validation library; the schemas are in schemas/services.ts.
 */
import type { Locale } from './i18n/index';
import { PRICE_UNITS, type PriceUnit } from './content';

/** Both languages' words for one thing. */
export type ServiceLabels = Record<Locale, string>;

/**
 * Every category a service may have, grouped by the provider type that may offer it: legal — the legal
 * page's three teasers; finance — the finance page's six service kinds; realty — valuation, management
 * and brokerage. A new category is one line here (and its label below).
 */
export const SERVICE_CATEGORIES_BY_TYPE = {
  lawyer: ['legal_consultation', 'contracts_documentation', 'legal_representation'],
  financial_expert: [
    'market_analysis',
    'portfolio_management',
    'financial_planning',
    'investment_consulting',
    'investment_diversification',
    'risk_management',
  ],
  realtor: ['property_valuation', 'property_management', 'brokerage'],
} as const;

export type ServiceProviderType = keyof typeof SERVICE_CATEGORIES_BY_TYPE;
export type ServiceCategory = (typeof SERVICE_CATEGORIES_BY_TYPE)[ServiceProviderType][number];
export const SERVICE_PROVIDER_TYPES = Object.keys(SERVICE_CATEGORIES_BY_TYPE) as ServiceProviderType[];
export const SERVICE_CATEGORIES = Object.values(SERVICE_CATEGORIES_BY_TYPE).flat() as ServiceCategory[];

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, ServiceLabels> = {
  legal_consultation: { ar: 'استشارات قانونية', en: 'Legal consultations' },
  contracts_documentation: { ar: 'العقود والتوثيق', en: 'Contracts & documentation' },
  legal_representation: { ar: 'التمثيل القانوني', en: 'Legal representation' },
  market_analysis: { ar: 'تحليل السوق', en: 'Market analysis' },
  portfolio_management: { ar: 'إدارة المحافظ', en: 'Portfolio management' },
  financial_planning: { ar: 'التخطيط المالي', en: 'Financial planning' },
  investment_consulting: { ar: 'الاستشارات الاستثمارية', en: 'Investment consulting' },
  investment_diversification: { ar: 'تنويع الاستثمارات', en: 'Investment diversification' },
  risk_management: { ar: 'إدارة المخاطر', en: 'Risk management' },
  property_valuation: { ar: 'تقييم العقارات', en: 'Property valuation' },
  property_management: { ar: 'إدارة العقارات', en: 'Property management' },
  brokerage: { ar: 'الوساطة العقارية', en: 'Brokerage' },
};

/** The provider type a category belongs to. */
export function categoryProviderType(category: ServiceCategory): ServiceProviderType {
  return SERVICE_PROVIDER_TYPES.find((type) => (SERVICE_CATEGORIES_BY_TYPE[type] as readonly string[]).includes(category))!;
}

/** What a price is per (the finance offerings' units). */
export const SERVICE_UNITS = PRICE_UNITS;
export type ServiceUnit = PriceUnit;
export const SERVICE_UNIT_LABELS: Record<ServiceUnit, ServiceLabels> = {
  session: { ar: 'للجلسة', en: 'per session' },
  hour: { ar: 'للساعة', en: 'per hour' },
  day: { ar: 'لليوم', en: 'per day' },
  month: { ar: 'للشهر', en: 'per month' },
};

/** How a service is delivered. */
export const DELIVERY_MODES = ['office', 'phone', 'video'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DELIVERY_LABELS: Record<DeliveryMode, ServiceLabels> = {
  office: { ar: 'في المكتب', en: 'At the office' },
  phone: { ar: 'بالهاتف', en: 'By phone' },
  video: { ar: 'مكالمة فيديو', en: 'Video call' },
};

/** A service as its owner sees it: archived (kept, never public), a draft (its provider is not verified yet), or public. */
export const SERVICE_VISIBILITIES = ['draft', 'public', 'archived'] as const;
export type ServiceVisibility = (typeof SERVICE_VISIBILITIES)[number];

/** Limits, enforced by the server. */
export const MAX_SERVICES_PER_PROVIDER = 20;
export const MAX_SERVICE_TITLE = 120;
export const MAX_SERVICE_DESCRIPTION = 2000;
export const MAX_SERVICE_CITIES = 20;
export const MAX_SERVICE_PRICE = 1_000_000;
/** Services shown on a provider's directory card (the ones matching the filters first). */
export const DIRECTORY_CARD_SERVICES = 3;

/** The directories: which provider type each lists. */
export const DIRECTORIES = { legal: 'lawyer', finance: 'financial_expert' } as const satisfies Record<string, ServiceProviderType>;
export type Directory = keyof typeof DIRECTORIES;
