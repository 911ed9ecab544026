import { dir, type Locale } from '@manara/shared/i18n/index';
import { listingText, type ListingTexts, type ShownText } from '@manara/shared/text/listing-text';
import type { ElementType, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/**
 * A listing's title and description as this page shows them (decision 045): the page language's when
 * the owner wrote it, else the other's. Chosen here from both languages' texts, not from the API's
 * `title`, so a page whose cached data was fetched in the other language still shows its own.
 */
export function useListingText(texts: ListingTexts): ShownText {
  return listingText(texts, useLocale());
}

/** Text in `lang`: marked with its language and direction when it is not the page's. */
export function InLanguage({
  lang,
  as: Tag = 'bdi',
  className,
  children,
}: {
  lang: Locale;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const page = useLocale();
  return lang === page ? (
    <Tag className={className}>{children}</Tag>
  ) : (
    <Tag lang={lang} dir={dir(lang)} className={className}>
      {children}
    </Tag>
  );
}

/** The small note beside text shown in the other language: «مكتوب بالإنجليزية» / "Written in Arabic". */
export function WrittenInNote({ lang, className }: { lang: Locale; className?: string }) {
  const { t } = useTranslation();
  return <span className={cn('text-xs font-normal text-stone-600', className)}>{t(`listingText.writtenIn.${lang}`)}</span>;
}

/**
 * A listing's title in the page's language, else the other's marked with its language and direction
 * and followed by the note (`note={false}` where the note is shown once elsewhere).
 */
export function ListingTitle({ listing, note = true, noteClassName }: { listing: ListingTexts; note?: boolean; noteClassName?: string }) {
  const shown = useListingText(listing);
  return (
    <>
      <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
      {note && shown.fallback && (
        <>
          {' '}
          <WrittenInNote lang={shown.lang} className={noteClassName} />
        </>
      )}
    </>
  );
}
