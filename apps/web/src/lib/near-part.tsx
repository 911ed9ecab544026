import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { whenNearViewport } from './near-viewport';
import { hasServerHtml } from './server-html';
import { useTranslation } from './use-translation';

/** What a reader can focus or press in a part. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** Server only: every near part's code, loaded before the first page renders (preloadNearParts). */
const onServer: { load: () => Promise<ComponentType<never>>; component?: ComponentType<never> }[] = [];

/**
 * A part of a server-rendered page whose code loads only when it comes near the viewport (the page
 * budget, decision 054). The server renders it with the page (its code loaded before rendering:
 * preloadNearParts). The browser leaves that HTML as it is — its box is hydrated with
 * `dangerouslySetInnerHTML`, whose content React neither checks nor touches — until the part comes
 * within NEAR_VIEWPORT; then it fetches `load`'s chunk and renders the part in its place (the same
 * content, now live). A part mounted without server HTML (after a navigation) shows once it comes
 * near. Its server HTML must stay true while off screen: it is not rendered again before it comes near,
 * but for a new language, which loads it at once. A chunk that cannot be fetched (offline) leaves the
 * server's HTML for good.
 *
 * A part may have buttons: what a reader does in the server's HTML before the code arrives is not lost.
 * Focus moving into it (a keyboard) loads it at once, and the live part's control in the same place
 * takes the focus; a button pressed before is pressed again once live. Links work as they are.
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
    const goLive = useRef(() => {});
    // The control the reader focused or pressed in the server's HTML, by its place among the part's controls.
    const pending = useRef<{ index: number; press: boolean } | null>(null);
    useEffect(() => {
      if (!box.current) return;
      let live = true;
      const show = () =>
        void load().then(
          (component) => live && setPart(() => component),
          () => {},
        );
      goLive.current = show;
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
    useLayoutEffect(() => {
      const wanted = pending.current;
      if (!Part || !wanted || !box.current) return;
      pending.current = null;
      const control = box.current.querySelectorAll<HTMLElement>(CONTROLS)[wanted.index];
      // Unless the reader has moved on: the server's control went with its HTML, leaving the focus nowhere.
      if (wanted.press || document.activeElement === document.body) control?.focus();
      if (wanted.press && control instanceof HTMLButtonElement) control.click();
    }, [Part]);
    if (Part) {
      // Another element (key): React removes the server's box and its HTML, and mounts the live part.
      return (
        <div key="live" ref={box}>
          <Part {...props} />
        </div>
      );
    }
    // The server's HTML, kept as it is (an empty string React never writes while it stays the same).
    if (fromServer) {
      const remember = (event: SyntheticEvent, press: boolean) => {
        const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
        if (!control || !box.current) return;
        pending.current = {
          index: [...box.current.querySelectorAll(CONTROLS)].indexOf(control),
          press: press && control.tagName === 'BUTTON',
        };
        goLive.current();
      };
      return (
        <div
          key="server"
          ref={box}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
          onFocus={(event) => remember(event, false)}
          onClick={(event) => remember(event, true)}
        />
      );
    }
    return <div key="server" ref={box} />;
  };
}

/** Server only: loads the code of every near part declared so far (once), before a page renders. */
export async function preloadNearParts(): Promise<void> {
  await Promise.all(onServer.map(async (entry) => (entry.component ??= await entry.load())));
}
