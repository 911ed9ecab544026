import { useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNearViewport } from './near-viewport';
import { hasServerHtml } from './server-html';
import { useTranslation } from './use-translation';

/** Server only: every near part's code, loaded before the first page renders (preloadNearParts). */
const onServer: { load: () => Promise<ComponentType<never>>; component?: ComponentType<never> }[] = [];

/**
 * A part of a server-rendered page whose code loads only when it comes near the viewport (the page
 * budget, decision 054). The server renders it with the page (its code loaded before rendering:
 * preloadNearParts). The browser leaves that HTML as it is — its box is hydrated with
 * `dangerouslySetInnerHTML`, whose content React neither checks nor touches — until the part comes
 * within NEAR_VIEWPORT; then it fetches `load`'s chunk and renders the part in its place (the same
 * content, now live). A part mounted without server HTML (after a navigation) shows once it comes
 * near. Only for parts without handlers whose server HTML stays true while off screen: it is not
 * rendered again before it comes near, but for a new language, which loads it at once. A chunk that
 * cannot be fetched (offline) leaves the server's HTML for good.
 */
export function nearPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    const entry: (typeof onServer)[number] = { load: load as () => Promise<ComponentType<never>> };
    onServer.push(entry);
    return function NearPartOnServer(props: P) {
      const Part = entry.component as ComponentType<P> | undefined;
      if (!Part) throw new Error('nearPart: rendered before preloadNearParts()');
      return (
        <div>
          <Part {...props} />
        </div>
      );
    };
  }
  return function NearPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [fromServer] = useState(hasServerHtml);
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    const { i18n } = useTranslation();
    const language = useRef(i18n.language);
    useEffect(() => {
      if (!box.current) return;
      let live = true;
      const show = () =>
        void load().then(
          (component) => live && setPart(() => component),
          () => {},
        );
      // A new language cannot wait: the server's HTML is in the old one.
      const onLanguage = (next: string) => next !== language.current && show();
      i18n.on('languageChanged', onLanguage);
      const stop = whenNearViewport(box.current, show);
      return () => {
        live = false;
        stop();
        i18n.off('languageChanged', onLanguage);
      };
    }, [i18n]);
    if (Part) {
      // Another element (key): React removes the server's box and its HTML, and mounts the live part.
      return (
        <div key="live" ref={box}>
          <Part {...props} />
        </div>
      );
    }
    // The server's HTML, kept as it is (an empty string React never writes while it stays the same).
    if (fromServer) return <div key="server" ref={box} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    return <div key="server" ref={box} />;
  };
}

/** Server only: loads the code of every near part declared so far (once), before a page renders. */
export async function preloadNearParts(): Promise<void> {
  await Promise.all(onServer.map(async (entry) => (entry.component ??= await entry.load())));
}
