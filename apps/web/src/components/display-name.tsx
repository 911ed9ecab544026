import { displayName, type DisplayNames } from '@manara/shared/text/display-name';
import { keepHyphenatedWords } from '@/lib/bidi';
import { useLocale } from '@/lib/use-locale';
import { InLanguage, WrittenInNote } from './listing-text';

/** The name a page in its language shows (decision 072): its language's display name, else a marked fallback. */
export function useDisplayName(names: DisplayNames) {
  return displayName(names, useLocale());
}

/**
 * A person's public name, isolated from the text around it (`<bdi>`): in the page's language when
 * written, else in the other with its `lang` and `dir` and the «مكتوب بالإنجليزية» / "Written in Arabic"
 * note (`note={false}` where it is shown elsewhere, e.g. outside a heading).
 */
export function DisplayName({ names, note = true, noteClassName }: { names: DisplayNames; note?: boolean; noteClassName?: string }) {
  const shown = useDisplayName(names);
  return (
    <>
      <InLanguage lang={shown.lang}>{keepHyphenatedWords(shown.text)}</InLanguage>
      {note && shown.fallback && (
        <>
          {' '}
          <WrittenInNote lang={shown.lang} className={noteClassName} />
        </>
      )}
    </>
  );
}
