// The project's lint rules catch what docs/architecture.md says they catch: each case lints a small
// source as if it stood at a path of the repository, with the repository's own ESLint configuration.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` for `code` linted as the file at `file` (relative to the repository). */
async function problems(file, code, rule) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === `manara/${rule}`).map((m) => m.message);
}

const LISTINGS = 'apps/server/src/modules/realty/listings';

describe('manara/boundaries: layers and modules', () => {
  it("keeps a module's files its own: other modules go through its index.ts", async () => {
    const service = 'apps/server/src/modules/realty/favorites/favorites.service.ts';
    expect(await problems(service, "import type { ListingsRepository } from '../listings/listings.repository';\n", 'boundaries')).toEqual([
      expect.stringContaining('import "realty/listings" through its index.ts'),
    ]);
    expect(await problems(service, "import type { ListingsRepository } from '../listings';\n", 'boundaries')).toEqual([]);
    // Inside the module, and in the composition root, files reach each other freely.
    expect(
      await problems(
        `${LISTINGS}/catalogue.service.ts`,
        "import type { ListingsRepository } from './listings.repository';\n",
        'boundaries',
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/server/src/services.ts',
        "import { createListingsRepository } from './modules/realty/listings/listings.repository';\n",
        'boundaries',
      ),
    ).toEqual([]);
    // The seed is not the composition root.
    expect(
      await problems(
        'apps/server/src/seed/demo/listings.ts',
        "import { listingSearchText } from '../../modules/realty/listings/search-text';\n",
        'boundaries',
      ),
    ).toHaveLength(1);
  });

  it('keeps routes away from repositories and services away from the transport', async () => {
    expect(
      await problems(
        `${LISTINGS}/catalogue.routes.ts`,
        "import { createListingsRepository } from './listings.repository';\n",
        'boundaries',
      ),
    ).toEqual([expect.stringContaining('routes never reach a repository')]);
    expect(
      await problems(`${LISTINGS}/catalogue.service.ts`, "import type { AuthUser } from '../../../plugins/auth';\n", 'boundaries'),
    ).toEqual([expect.stringContaining('http/viewer.ts')]);
  });

  it('keeps the lower layers (db, lib, http) from importing what stands on them', async () => {
    expect(await problems('apps/server/src/http/paging.ts', "import { createServices } from '../services';\n", 'boundaries')).toEqual([
      expect.stringContaining('http/ is a lower layer'),
    ]);
    expect(await problems('apps/server/src/lib/audit.ts', "import type { PageQuery } from '../http/paging';\n", 'boundaries')).toEqual([
      expect.stringContaining('lib/ is a lower layer'),
    ]);
  });

  it("keeps web features apart, except for another feature's strings module (decision 054)", async () => {
    const file = 'apps/web/src/features/realty/components/ask-lawyer.tsx';
    expect(await problems(file, "import { RequestForm } from '@/features/requests/components/request-form';\n", 'boundaries')).toEqual([
      expect.stringContaining('feature "realty" must not import feature "requests"'),
    ]);
    expect(await problems(file, "import '@/features/requests/locales/strings';\n", 'boundaries')).toEqual([]);
    const panel = 'apps/web/src/features/admin/components/messages/messages-panel.tsx';
    expect(await problems(panel, "import '@/features/realty/locales/owner-strings';\n", 'boundaries')).toEqual([]);
    expect(await problems(panel, "import { en } from '@/features/realty/locales/owner/en.json';\n", 'boundaries')).toEqual([
      expect.stringContaining('feature "admin" must not import feature "realty"'),
    ]);
  });

  it('places platform/ and config.ts in the chain: db ← lib ← platform ← config ← http ← modules', async () => {
    const lower = async (file, code) => problems(file, code, 'boundaries');
    // Jobs are installed by the runtime, not by the migrations; lib/ takes narrow types, not the adapters'.
    expect(await lower('apps/server/src/db/migrate.ts', "import { installJobs } from '../platform/jobs';\n")).toEqual([
      expect.stringContaining('db/ is a lower layer and must not import platform'),
    ]);
    expect(await lower('apps/server/src/lib/media-urls.ts', "import type { MediaStorage } from '../platform/storage';\n")).toEqual([
      expect.stringContaining('lib/ is a lower layer and must not import platform'),
    ]);
    expect(await lower('apps/server/src/lib/site-origin.ts', "import type { Config } from '../config';\n")).toHaveLength(1);
    // An adapter owns its settings slice; config.ts composes the slices, the adapters never read config.ts.
    expect(await lower('apps/server/src/platform/cache/index.ts', "import type { Config } from '../../config';\n")).toEqual([
      expect.stringContaining('platform/ is a lower layer and must not import config'),
    ]);
    expect(await lower('apps/server/src/platform/mail/index.ts', "import { createServices } from '../../services';\n")).toHaveLength(1);
    expect(await lower('apps/server/src/config.ts', "import { keysetWindow } from './http/paging';\n")).toEqual([
      expect.stringContaining('config.ts is a lower layer and must not import http'),
    ]);
    expect(await lower('apps/server/src/config.ts', "import { seedDemo } from './seed';\n")).toHaveLength(1);
    // Downwards is the way: config.ts reads the slices, adapters use lib/ and db/.
    expect(await lower('apps/server/src/config.ts', "import { cacheEnv } from './platform/cache/settings';\n")).toEqual([]);
    expect(await lower('apps/server/src/platform/jobs/index.ts', "import { OutageLog } from '../../lib/outage-log';\n")).toEqual([]);
    expect(await lower('apps/server/src/http/paging.ts', "import type { Config } from '../config';\n")).toEqual([]);
    // A test may assemble its layer from above (a real store from the real configuration).
    expect(await lower('apps/server/src/platform/storage/storage.test.ts', "import { loadConfig } from '../../config';\n")).toEqual([]);
  });
});

describe('manara/owners: one owner for listings SQL and for status changes', () => {
  const foreign = 'apps/server/src/modules/seo/seo.repository.ts';

  it('lets only listings.repository.ts write listings, in SQL text or through drizzle', async () => {
    const write = "import { sql } from 'drizzle-orm';\nexport const q = sql`update properties set status = 'active'`;\n";
    expect(await problems(foreign, write, 'owners')).toEqual([expect.stringContaining('Only listings.repository.ts writes listings')]);
    expect(await problems('apps/server/src/modules/realty/inquiries/inquiries.repository.ts', write, 'owners')).toHaveLength(1);
    expect(await problems(`${LISTINGS}/listings.repository.ts`, write, 'owners')).toEqual([]);
    // The module's readers read; they do not write, in SQL text or through drizzle.
    expect(await problems(`${LISTINGS}/catalogue.repository.ts`, write, 'owners')).toHaveLength(1);
    const drizzleWrite =
      "import { properties } from '../../../db/schema';\nexport const w = (db: any) => db.update(properties).set({ status: 'active' });\n";
    expect(await problems(`${LISTINGS}/managed-lists.repository.ts`, drizzleWrite, 'owners')).toEqual([
      expect.stringContaining('Only listings.repository.ts writes listings'),
    ]);
    expect(await problems(`${LISTINGS}/listings.repository.ts`, drizzleWrite, 'owners')).toEqual([]);
    const drizzle = "import { properties } from '../../db/schema';\nexport const t = properties;\n";
    expect(await problems(foreign, drizzle, 'owners')).toEqual([
      expect.stringContaining("Only the listings module's repositories query the properties table"),
    ]);
  });

  it("lets only the listings module's repositories and the inquiries', locations' and reports' read listings", async () => {
    const read = "import { sql } from 'drizzle-orm';\nexport const q = sql`select count(*) from properties p where p.city_id = 1`;\n";
    expect(await problems(foreign, read, 'owners')).toEqual([
      expect.stringContaining("Listings are read in the listings module's repositories"),
    ]);
    expect(await problems('apps/server/src/modules/realty/locations/locations.repository.ts', read, 'owners')).toEqual([]);
    for (const reader of ['catalogue.repository.ts', 'managed-lists.repository.ts', 'listing-ports.repository.ts', 'listing-queries.ts'])
      expect(await problems(`${LISTINGS}/${reader}`, read, 'owners'), reader).toEqual([]);
    // A service of the module is no reader.
    expect(await problems(`${LISTINGS}/catalogue.service.ts`, read, 'owners')).toHaveLength(1);
  });

  it('lets only listing-status.ts make a StatusChange or a HeldChange', async () => {
    const forged =
      "import type { StatusChange } from './listing-status';\nexport const c = { status: 'active' } as unknown as StatusChange;\n";
    expect(await problems(`${LISTINGS}/listings.service.ts`, forged, 'owners')).toEqual([
      expect.stringContaining('Only listing-status.ts decides'),
    ]);
    expect(await problems(`${LISTINGS}/listing-status.ts`, forged, 'owners')).toEqual([]);
    const held = "import type { HeldChange } from './listing-status';\nexport const h = { status: 'pending' } as unknown as HeldChange;\n";
    expect(await problems(`${LISTINGS}/moderation.service.ts`, held, 'owners')).toEqual([
      expect.stringContaining('Only listing-status.ts decides'),
    ]);
  });
});

describe('manara/server-clock: the server reads the time from its Clock', () => {
  it("refuses new Date() and Date.now in the server's source, not in lib/clock.ts, tests or the web", async () => {
    const code = 'export const a = new Date();\nexport const b = Date.now();\nexport const c = Date.now;\n';
    expect(await problems('apps/server/src/modules/users/users.repository.ts', code, 'server-clock')).toHaveLength(3);
    // A date from a value is not a reading of the clock.
    expect(await problems('apps/server/src/lib/visitor.ts', 'export const d = (ms: number) => new Date(ms);\n', 'server-clock')).toEqual(
      [],
    );
    for (const file of [
      'apps/server/src/lib/clock.ts',
      'apps/server/src/modules/users/users.test.ts',
      'apps/server/test/clock.ts',
      'apps/web/src/lib/dates.ts',
    ])
      expect(await problems(file, code, 'server-clock'), file).toEqual([]);
  });
});

describe('manara/no-cycle', () => {
  const dir = path.join(root, 'tools', `cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sees a cycle made of type-only imports', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'first.ts'), "import type { Second } from './second';\nexport type First = { next: Second };\n");
    writeFileSync(path.join(dir, 'second.ts'), "import type { First } from './first';\nexport type Second = { back: First };\n");
    const file = path.relative(root, path.join(dir, 'first.ts'));
    expect(await problems(file, "import type { Second } from './second';\nexport type First = { next: Second };\n", 'no-cycle')).toEqual([
      expect.stringMatching(/Import cycle: .*first\.ts → .*second\.ts → .*first\.ts/),
    ]);
  });
});

describe('manara/no-cycle in the web app', () => {
  const dir = path.join(root, 'apps', 'web', 'src', `cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sees a type-only cycle through the @/ alias and .tsx files (routes → layout → head → routes)', async () => {
    const name = path.basename(dir);
    mkdirSync(dir, { recursive: true });
    const routes = `import { Layout } from './layout';\nexport type Handle = { title: string };\nexport const routes = [Layout];\n`;
    writeFileSync(path.join(dir, 'routes.tsx'), routes);
    writeFileSync(path.join(dir, 'layout.tsx'), `import { Head } from '@/${name}/head';\nexport const Layout = () => <Head />;\n`);
    writeFileSync(
      path.join(dir, 'head.tsx'),
      `import type { Handle } from './routes';\nexport const Head = (_: Partial<Handle>) => null;\n`,
    );
    expect(await problems(path.relative(root, path.join(dir, 'routes.tsx')), routes, 'no-cycle')).toEqual([
      expect.stringMatching(/Import cycle: .*routes\.tsx → .*layout\.tsx → .*head\.tsx → .*routes\.tsx/),
    ]);
  });
});

describe('web tests answer through MSW (decision 033)', () => {
  it('refuses a stubbed API client in a web test, and lets the app itself use the client', async () => {
    const messages = async (file, code) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    };
    const spy = "import { vi } from 'vitest';\nimport { api } from '@/lib/api';\nvi.spyOn(api, 'get');\nvi.mock('@/lib/api');\n";
    expect(await messages('apps/web/src/features/realty/pages/x-page.test.tsx', spy)).toEqual([
      expect.stringContaining('through MSW'),
      expect.stringContaining('through MSW'),
    ]);
    expect(await messages('apps/web/src/test/msw/x.ts', spy)).toHaveLength(2);
    expect(
      await messages('apps/web/src/features/realty/pages/x-page.test.tsx', "import { vi } from 'vitest';\nvi.spyOn(console, 'error');\n"),
    ).toEqual([]);
  });
});
