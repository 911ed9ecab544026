import type { Locale } from '@manara/shared/i18n/index';
import type { i18n as I18n } from 'i18next';

/**
 * The financing calculator's strings (decision 062). They arrive with the calculator's chunk, not in
 * the catalogue every page downloads, and join the page's i18next instance when it opens (again after a
 * language switch), as the staff area's do. English's type is Arabic's, so both carry every key.
 */
const en = {
  loading: 'Loading the calculator…',
  preset: 'Financing preset',
  noPreset: 'None — enter your own terms',
  presetNote: '{{kind}} · {{rate}} a year · up to {{years}} · at least {{down}} down · checked on {{date}}',
  presetCurrency: 'Quoted for prices in {{currency}}.',
  noPresets: 'No presets yet: enter the terms your bank offers.',
  presetsFailed: 'The presets could not be loaded; you can still enter the terms yourself.',
  kind: 'Kind of financing',
  kinds: { conventional: 'Conventional loan', murabaha: 'Murabaha (Islamic)' },
  kindHint: {
    conventional: 'Interest on the balance still owed, paid off in equal monthly instalments.',
    murabaha:
      'The bank buys the property and sells it to you at a fixed profit (rate × years on the amount financed), repaid in equal instalments.',
  },
  currency: 'Calculate in',
  listingCurrency: '{{currency}} (the listing’s price)',
  visitorCurrency: '{{currency}} (converted, approximate)',
  converted: 'Converted at the site’s rate of {{date}}: amounts are approximate.',
  price: 'Price',
  downPayment: 'Down payment',
  downPaymentShare: '{{percent}} of the price',
  years: 'Term (years)',
  rate: 'Annual rate (%)',
  rateHint: 'Choose a preset, or enter the rate your bank quotes you.',
  results: 'Your estimate',
  monthly: 'Monthly instalment',
  financed: 'Amount financed',
  totalInstalments: 'Total of the instalments',
  cost: { conventional: 'Total interest', murabaha: 'Total profit' },
  totalPaid: 'Total paid, with the down payment',
  yearsCount_one: '{{count}} year',
  yearsCount_other: '{{count}} years',
  fillIn: 'Fill in the fields above to see the instalment.',
  disclaimer: 'An estimate for comparison, not an offer: the lender’s own terms, fees and insurance decide the real figures.',
  problems: {
    price_invalid: 'Enter a price above zero.',
    down_payment_invalid: 'Enter a down payment of zero or more.',
    down_payment_too_big: 'The down payment must be less than the price.',
    down_payment_below_least: 'This preset asks for a down payment of at least {{least}}.',
    term_invalid: 'Enter a whole number of years from 1 to 40.',
    term_above_longest: 'This preset lends for at most {{years}}.',
    rate_invalid: 'Enter an annual rate from 0 to 50 %.',
  },
};

const ar: typeof en = {
  loading: 'جارٍ تحميل الحاسبة…',
  preset: 'خيار تمويل جاهز',
  noPreset: 'بلا خيار جاهز — أدخل الشروط بنفسك',
  presetNote: '{{kind}} · {{rate}} سنويًا · حتى {{years}} · دفعة أولى {{down}} على الأقل · روجع في {{date}}',
  presetCurrency: 'معلن للأسعار بعملة {{currency}}.',
  noPresets: 'لا خيارات جاهزة بعد: أدخل الشروط التي يعرضها عليك البنك.',
  presetsFailed: 'تعذّر تحميل الخيارات الجاهزة، ويمكنك إدخال الشروط بنفسك.',
  kind: 'نوع التمويل',
  kinds: { conventional: 'قرض تقليدي', murabaha: 'مرابحة (إسلامي)' },
  kindHint: {
    conventional: 'فائدة على الرصيد المتبقي، تُسدَّد بأقساط شهرية متساوية.',
    murabaha: 'يشتري البنك العقار ويبيعه لك بربح ثابت (النسبة × عدد السنوات على المبلغ الممول)، يُسدَّد بأقساط متساوية.',
  },
  currency: 'الحساب بعملة',
  listingCurrency: '{{currency}} (سعر الإعلان)',
  visitorCurrency: '{{currency}} (محوَّل، تقريبي)',
  converted: 'حُوِّل بسعر صرف الموقع بتاريخ {{date}}: المبالغ تقريبية.',
  price: 'السعر',
  downPayment: 'الدفعة الأولى',
  downPaymentShare: '{{percent}} من السعر',
  years: 'المدة (سنوات)',
  rate: 'النسبة السنوية (%)',
  rateHint: 'اختر خيارًا جاهزًا، أو أدخل النسبة التي يعرضها عليك البنك.',
  results: 'التقدير',
  monthly: 'القسط الشهري',
  financed: 'المبلغ الممول',
  totalInstalments: 'مجموع الأقساط',
  cost: { conventional: 'مجموع الفائدة', murabaha: 'مجموع الربح' },
  totalPaid: 'المجموع المدفوع مع الدفعة الأولى',
  yearsCount_one: 'سنة واحدة',
  yearsCount_other: '{{count}} سنة',
  fillIn: 'أكمل الحقول أعلاه لترى القسط.',
  disclaimer: 'تقدير للمقارنة وليس عرضًا: شروط جهة التمويل ورسومها وتأمينها هي ما يحدد الأرقام الفعلية.',
  problems: {
    price_invalid: 'أدخل سعرًا أكبر من صفر.',
    down_payment_invalid: 'أدخل دفعة أولى تساوي صفرًا أو أكثر.',
    down_payment_too_big: 'يجب أن تكون الدفعة الأولى أقل من السعر.',
    down_payment_below_least: 'يتطلب هذا الخيار دفعة أولى لا تقل عن {{least}}.',
    term_invalid: 'أدخل عددًا صحيحًا من السنوات من 1 إلى 40.',
    term_above_longest: 'أطول مدة في هذا الخيار {{years}}.',
    rate_invalid: 'أدخل نسبة سنوية من 0 إلى 50%.',
  },
};

// Arabic's plural forms of "years" (i18next reads them through Intl.PluralRules).
Object.assign(ar, {
  yearsCount_zero: 'لا سنوات',
  yearsCount_two: 'سنتان',
  yearsCount_few: '{{count}} سنوات',
  yearsCount_many: '{{count}} سنة',
});

export const FINANCING_STRINGS: Record<Locale, typeof en> = { ar, en };

/** Adds the calculator's strings for the language shown, once per language. */
export function addFinancingStrings(i18n: I18n) {
  const locale = i18n.language as Locale;
  if (!i18n.getResource(locale, 'translation', 'financing')) {
    i18n.addResourceBundle(locale, 'translation', { financing: FINANCING_STRINGS[locale] }, true, false);
  }
}
