import { useSearchParams } from 'react-router';

export type ListView = 'list' | 'map';

/**
 * List or map, and the map's visible area, kept in the URL (`view=map`, `bbox=west,south,east,north`)
 * so a map search can be shared and survives a reload. Leaving the map drops its area; a new area
 * starts the list at its first page.
 */
export function useMapView() {
  const [params, setParams] = useSearchParams();
  const view: ListView = params.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: ListView) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'map') out.set('view', 'map');
        else {
          out.delete('view');
          out.delete('bbox');
        }
        out.delete('page');
        return out;
      },
      { replace: true },
    );
  const setBbox = (bbox: string) =>
    setParams(
      (prev) => {
        if (prev.get('bbox') === bbox) return prev;
        const out = new URLSearchParams(prev);
        out.set('bbox', bbox);
        out.delete('page');
        return out;
      },
      { replace: true },
    );
  return { view, bbox: view === 'map' ? params.get('bbox') : null, setView, setBbox };
}
