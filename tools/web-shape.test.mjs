// The web app's shape, as docs/architecture.md states it: no source file longer than LIMIT lines
// unless ALLOWED says why, every feature's files in the same folders, and query keys from the named
// roots (decision 032). The server's files have their own length rule (SERVER_LIMIT, SERVER_ALLOWED).
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

/** The server's rule (issue 31): no file of apps/server/src (tests included) longer than this unless SERVER_ALLOWED says why. */
const SERVER_LIMIT = 400;
const serverSrc = path.join(root, 'apps', 'server', 'src');

/** Longer server files, each with its reason (paths from apps/server/src). */
const SERVER_ALLOWED = {
  'db/schema.ts': 'the one schema: drizzle-kit generates the migrations from this file, every table beside the others',
  'api-fuzz.test.ts': 'one walk of every route with generated inputs: the route table, the generators and the checks belong together',
  'modules/realty/listings/catalogue.test.ts': "the catalogue's filters, orders and pages share one set of listings",
  'plugins/web.test.ts': "the rendered pages' headers, caching and errors share one built web app",
  'modules/realty/listings/listings.test.ts': "an owner's submit, edit and delete journeys share their photos and fixtures",
};

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

const lineCount = (file) => readFileSync(file, 'utf8').split('\n').length;
const serverSources = files(serverSrc)
  .filter((f) => /\.ts$/.test(f))
  .map((f) => path.relative(serverSrc, f).split(path.sep).join('/'));

describe('server source shape', () => {
  it(`keeps every server file within ${SERVER_LIMIT} lines, or says why not`, () => {
    const long = serverSources
      .map((file) => ({ file, lines: lineCount(path.join(serverSrc, file)) }))
      .filter(({ file, lines }) => lines > SERVER_LIMIT && !SERVER_ALLOWED[file])
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists only files that exist and are long in SERVER_ALLOWED', () => {
    const stale = Object.keys(SERVER_ALLOWED).filter(
      (file) => !serverSources.includes(file) || lineCount(path.join(serverSrc, file)) <= SERVER_LIMIT,
    );
    expect(stale).toEqual([]);
  });
});
