import './styles.css';

/**
 * The page's only script before its first paint, kept tiny. A server-rendered page paints from its HTML
 * and the stylesheet alone, so the app (entry-client.tsx: the framework, the page's chunks, its
 * language — listed by the server in #manara-modules, the app's entry first) is asked for only once the
 * page has loaded and painted. On a slow connection the scripts then no longer share the line with the
 * stylesheet, the fonts and the main photo (docs/decisions/015-scripts-after-first-paint.md).
 */

function loadApp() {
  const list = document.getElementById('manara-modules')?.textContent;
  // `npm run dev`: Vite serves the page without server rendering (and without the list).
  const modules = list ? (JSON.parse(list) as string[]) : ['/src/entry-client.tsx'];
  void import(/* @vite-ignore */ modules[0]!);
  // The rest are asked for at once too, so hydration does not wait on a chain of imports — a few per
  // task: starting some twenty requests costs the main thread ≈ 1 ms each on a slow phone.
  const rest = modules.slice(1);
  const preloadSome = () => {
    for (const href of rest.splice(0, 6)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (rest.length) setTimeout(preloadSome, 0);
  };
  preloadSome();
}

/** After the load event (photo and fonts are in), then after the next frame is on screen; in a hidden tab, at once. */
function afterFirstPaint(run: () => void) {
  const next = () => {
    if (document.visibilityState === 'hidden') run();
    else requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, { once: true });
}

if (document.getElementById('manara-state')) afterFirstPaint(loadApp);
else loadApp();
