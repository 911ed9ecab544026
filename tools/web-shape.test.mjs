// The web app's shape, as docs/architecture.md states it: no source file longer than LIMIT lines
// unless ALLOWED says why, every feature's files in the same folders, and query keys from the named
// roots (decision 032).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'apps', 'web', 'src');
const LIMIT = 350;

/** Longer files, each with its reason (paths from apps/web/src). */
const ALLOWED = {
  'features/realty/pages/property-page.test.tsx': "one page's journeys (gallery, inquiry, owner and staff views) share one set of fixtures",
};

/** Where a feature's files live: features/<feature>/<folder>/…, plus its page-route module at the top. */
const FEATURE_FOLDERS = new Set(['api', 'components', 'pages', 'hooks', 'lib', 'locales', 'test']);

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const sources = files(src)
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => path.relative(src, f).split(path.sep).join('/'));

describe('web source shape', () => {
  it(`keeps every source file within ${LIMIT} lines, or says why not`, () => {
    const long = sources
      .map((file) => ({ file, lines: readFileSync(path.join(src, file), 'utf8').split('\n').length }))
      .filter(({ file, lines }) => lines > LIMIT && !ALLOWED[file])
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists only files that exist and are long in ALLOWED (a stale entry would hide the next long file)', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) => !sources.includes(file) || readFileSync(path.join(src, file), 'utf8').split('\n').length <= LIMIT,
    );
    expect(stale).toEqual([]);
  });

  it("starts every query key with a root named in lib/query-keys.ts; another feature's cache is refreshed only through it", () => {
    const roots = new Set(
      [...readFileSync(path.join(src, 'lib', 'query-keys.ts'), 'utf8').matchAll(/:\s*\['([^']+)'\]/g)].map((m) => m[1]),
    );
    const drift = sources
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(src, file), 'utf8');
        const feature = /^features\/([^/]+)\//.exec(file)?.[1];
        const unnamed = [...text.matchAll(/queryKey:\s*\[\s*'([^']+)'/g)].filter((m) => !roots.has(m[1]));
        const foreign = [...text.matchAll(/(?:invalidate|cancel|refetch|reset|remove)Queries\(\{\s*queryKey:\s*\[\s*'([^']+)'/g)].filter(
          (m) => m[1] !== feature,
        );
        return [
          ...unnamed.map((m) => `${file}: '${m[1]}' is not a named root`),
          ...foreign.map((m) => `${file}: refreshes '${m[1]}' by a string`),
        ];
      });
    expect(roots.size).toBeGreaterThan(0);
    expect(drift).toEqual([]);
  });

  it('puts each feature file in api/, components/, pages/, hooks/, lib/, locales/ or test/', () => {
    const misplaced = files(path.join(src, 'features'))
      .map((f) => path.relative(path.join(src, 'features'), f).split(path.sep))
      .filter((parts) => parts.length < 3 || !FEATURE_FOLDERS.has(parts[1]))
      .map((parts) => parts.join('/'));
    expect(misplaced).toEqual([]);
  });
});
