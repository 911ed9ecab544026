// Project lint rules: import boundaries between packages, layers and features, and logical CSS
// utilities only (physical left/right classes break the Arabic right-to-left layout).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(file, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(file), source));
  if (source.startsWith('@/')) return `apps/web/src/${source.slice(2)}`;
  return null;
}

/**
 * The server's layers, lowest first (docs/architecture.md): db/ ← lib/ ← platform/ (engine adapters,
 * each with its settings slice) ← config.ts (composes the slices) ← http/ (the route kit) ← modules/.
 * The composition root (app, services, runtime, plugins, seed, cli, the process entries) stands on them all.
 */
const SERVER_LAYERS = ['db', 'lib', 'platform', 'config', 'http', 'modules'];

/** The server module a file belongs to (modules/<name>/ or modules/realty/<name>/), or undefined. */
const moduleOf = (p) => p?.match(/^apps\/server\/src\/modules\/(?!index(?:\/|$))((?:realty\/)?[^/.]+)(?:\/|$)/)?.[1];

/** Returns a reason string when `from` may not import `source`, else null. */
function boundaryViolation(from, source, target) {
  if (from.startsWith('packages/shared/')) {
    if (/^(node:|react|@manara\/(server|web))/.test(source)) return 'shared code is universal: no node:*, React or app imports';
    if (target && target.startsWith('apps/')) return 'shared must not import from the apps';
  }
  if (from.startsWith('apps/server/')) {
    if (source.startsWith('@manara/web') || target?.startsWith('apps/web/')) return 'the server must not import the web app';
    const base = path.basename(from);
    const test = base.endsWith('.test.ts') || from.startsWith('apps/server/test/');
    if (base.endsWith('.service.ts') && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /\.routes$/.test(source)))
      return 'services hold business rules: queries belong in repositories, transport in routes';
    if (base.endsWith('.repository.ts') && /\.(service|routes)$/.test(source)) return 'repositories must not import services or routes';
    if (base.endsWith('.routes.ts') && /\.repository$/.test(source))
      return 'routes never reach a repository: they call a service (app.services)';
    if (base.endsWith('.service.ts') && target?.startsWith('apps/server/src/plugins/'))
      return 'services do not depend on the transport: the viewer type is http/viewer.ts';
    // Lower layers never reach up (SERVER_LAYERS, lowest first): a file of one imports its own layer
    // and those below it, never one above nor the composition root standing on them all.
    const layer = (p) => p?.match(/^apps\/server\/src\/([^/.]+)/)?.[1];
    const own = layer(from);
    const other = layer(target);
    const rank = SERVER_LAYERS.indexOf(own);
    const otherRank = SERVER_LAYERS.indexOf(other); // -1: the composition root (app, services, runtime, plugins, seed, cli…)
    if (rank >= 0 && own !== 'modules' && other && !test && (otherRank > rank || otherRank < 0))
      return `${own === 'config' ? 'config.ts' : `${own}/`} is a lower layer and must not import ${other}`;
    if (own === 'modules' && !test && ['seed', 'runtime', 'cli', 'services'].includes(other))
      return 'modules are wired by services.ts and modules/index.ts; they must not import the composition root, seeding or the CLI';
    // A module is used from outside only through its index.ts; the composition root (services.ts,
    // app.ts, modules/index.ts) and the CLI wire modules together and may reach in.
    const targetModule = moduleOf(target);
    const composition = /^apps\/server\/src\/(services|app|modules\/index)\.ts$|^apps\/server\/src\/cli\//.test(from);
    if (targetModule && targetModule !== moduleOf(from) && !test && !composition) {
      const face = `apps/server/src/modules/${targetModule}`;
      if (target !== face && target !== `${face}/index`)
        return `a module's files are its own: import "${targetModule}" through its index.ts (modules/${targetModule})`;
    }
  }
  if (from.startsWith('apps/web/')) {
    // The server renderer's entry runs in Node (async context per request); build files and tests too.
    const buildOrTest = /\.test\.tsx?$|vite\.config\.ts$|\/src\/test\/|\/src\/entry-server\.tsx$|^apps\/web\/scripts\//.test(from);
    if ((source.startsWith('node:') && !buildOrTest) || source.startsWith('@manara/server') || target?.startsWith('apps/server/'))
      return 'the web app must not import server code';
    if (source === '@manara/shared' && !buildOrTest)
      return 'import shared code by subpath (@manara/shared/i18n/index, …/schemas/realty): the index pulls zod into every page';
    const own = from.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
    const other = target?.match(/^apps\/web\/src\/features\/([^/]+)(\/|$)/)?.[1];
    // A feature's strings (locales/strings.ts, or a part of them: locales/<part>-strings.ts) are its one
    // public face: a file that shows another feature's keys asks for them so its pages load them (decision 054).
    const strings = target && /^apps\/web\/src\/features\/[^/]+\/locales\/([a-z]+-)?strings$/.test(target);
    if (own && other && own !== other && !strings) return `feature "${own}" must not import feature "${other}": compose them in app/`;
    if (
      target?.startsWith('apps/web/src/app/') &&
      !from.startsWith('apps/web/src/app/') &&
      !/^apps\/web\/src\/entry-(client|server)\.tsx$/.test(from) &&
      !from.endsWith('.test.tsx') &&
      !from.includes('/src/test/')
    )
      return 'only app/ may import from app/';
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const reason = boundaryViolation(from, source, resolveImport(context.filename, source));
      if (reason) context.report({ node, message: `Import boundary: ${reason} (${source}).` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * One owner per kind of line where it matters most. Listings (`properties`, `property_media`) are
 * written only by modules/realty/listings/listings.repository.ts (in SQL text or through drizzle's
 * insert/update/delete) and read by the listings module's other repositories (LISTINGS_MODULE_SQL),
 * besides the read-only joins of the inquiries (an inquiry's listing and owner), the locations
 * (listings per place), the reports (the staff queue shows each report's listing) and the statistics (an
 * owner's listings, staff's overview); the demo seed
 * (seed/) loads its rows as data. A listing's status, and a held edit's, change only through a
 * `StatusChange` or `HeldChange`, which only listing-status.ts makes.
 */
const LISTINGS_OWNER = 'apps/server/src/modules/realty/listings/listings.repository.ts';
/** The listings repository's expiry queries, which it spreads into itself (decision 061): the same writer. */
const LISTINGS_OWNER_PART = 'apps/server/src/modules/realty/listings/listing-expiry.repository.ts';
/** The listings module's read-only SQL: the public catalogue, the managed lists, the ports, the query pieces. */
const LISTINGS_MODULE_SQL = [
  'apps/server/src/modules/realty/listings/catalogue.repository.ts',
  'apps/server/src/modules/realty/listings/managed-lists.repository.ts',
  'apps/server/src/modules/realty/listings/listing-ports.repository.ts',
  'apps/server/src/modules/realty/listings/listing-queries.ts',
];
const LISTINGS_READERS = [
  ...LISTINGS_MODULE_SQL,
  'apps/server/src/modules/realty/inquiries/inquiries.repository.ts',
  'apps/server/src/modules/realty/locations/locations.repository.ts',
  'apps/server/src/modules/realty/reports/reports.repository.ts',
  // An owner's listings and staff's overview over time (decision 068).
  'apps/server/src/modules/realty/stats/stats.repository.ts',
];
const STATUS_OWNER = 'apps/server/src/modules/realty/listings/listing-status.ts';
const LISTING_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+(?:properties|property_media)\b/i;
const LISTING_READ = /\b(?:from|join)\s+(?:properties|property_media)\b/i;
const owners = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = rel(context.filename);
    const checked =
      from.startsWith('apps/server/src/') &&
      !/^apps\/server\/src\/(db|seed)\//.test(from) &&
      !from.endsWith('.test.ts') &&
      from !== LISTINGS_OWNER &&
      from !== LISTINGS_OWNER_PART;
    if (!checked) return {};
    const ask = 'ask the listings module (modules/realty/listings/index.ts)';
    const statusCast = (node) => {
      const type = node.typeAnnotation;
      if (from !== STATUS_OWNER && type?.type === 'TSTypeReference' && ['StatusChange', 'HeldChange'].includes(type.typeName?.name))
        context.report({
          node,
          message: 'Only listing-status.ts decides a status change: call its transition(), afterEdit(), holdEdit() or refuseHeld().',
        });
    };
    const LISTING_TABLES = ['properties', 'propertyMedia'];
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !/\/db\/schema$/.test(String(node.source.value)) || LISTINGS_MODULE_SQL.includes(from)) return;
        for (const s of node.specifiers)
          if (s.type === 'ImportSpecifier' && s.importKind !== 'type' && LISTING_TABLES.includes(s.imported.name))
            context.report({ node: s, message: `Only the listings module's repositories query the ${s.imported.name} table: ${ask}.` });
      },
      // drizzle's db.insert(properties), tx.update(propertyMedia), db.delete(properties).
      CallExpression(node) {
        const callee = node.callee;
        const [table] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          ['insert', 'update', 'delete'].includes(callee.property.name) &&
          table?.type === 'Identifier' &&
          LISTING_TABLES.includes(table.name)
        )
          context.report({ node, message: `Only listings.repository.ts writes listings: ${ask}.` });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.raw).join(' ');
        if (LISTING_WRITE.test(text)) context.report({ node, message: `Only listings.repository.ts writes listings: ${ask}.` });
        else if (LISTING_READ.test(text) && !LISTINGS_READERS.includes(from))
          context.report({ node, message: `Listings are read in the listings module's repositories: ${ask}.` });
      },
      TSAsExpression: statusCast,
      TSTypeAssertion: statusCast,
    };
  },
};

const PHYSICAL =
  /(?:^|[\s:"'`])(-?(?:m|p|scroll-m|scroll-p)[lr]-\S+|(?:left|right)-\S+|text-(?:left|right)|border-[lr](?:-\S+)?|rounded-(?:[lr]|tl|tr|bl|br)(?:-\S+)?|float-(?:left|right)|clear-(?:left|right))(?=$|[\s"'`])/;

const logicalClasses = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const check = (node, text) => {
      const m = text.match(PHYSICAL);
      if (m)
        context.report({
          node,
          message: `Physical utility "${m[1].trim()}" breaks right-to-left layouts: use ms-/me-/ps-/pe-/start-/end-/text-start/text-end.`,
        });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
    };
  },
};

/** One file-name case everywhere: kebab-case (the part before the first dot: `property-card.tsx`, `auth.routes.ts`). */
const filenameCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const stem = path.basename(context.filename).split('.')[0];
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem))
          context.report({ node, message: `File name "${path.basename(context.filename)}" must be kebab-case (e.g. property-card.tsx).` });
      },
    };
  },
};

/**
 * No import cycles among the project's own modules: a cycle makes load order (and so behaviour) depend
 * on which file happens to be imported first. Imports are resolved the way TypeScript does (the `@/`
 * alias, workspace packages). Type-only imports count too: they vanish at build time, but a cycle of
 * types still ties the files together (neither can be understood, moved or split alone) and becomes a
 * load-order bug the day one of them imports a value. The module graph is read once per lint run. (eslint-plugin-import-x's no-cycle needs native resolver builds
 * that this registry does not carry for every platform, which breaks `npm ci`.)
 */
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  baseUrl: path.join(root, 'apps', 'web'),
  paths: { '@/*': ['src/*'] },
};
const graph = new Map();
function importsOf(file) {
  let deps = graph.get(file);
  if (deps) return deps;
  deps = [];
  graph.set(file, deps);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return deps;
  }
  const options = file.includes(`${path.sep}apps${path.sep}web${path.sep}`) ? compilerOptions : { ...compilerOptions, paths: {} };
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    const spec = m[1] ?? m[2];
    const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
    if (
      resolved &&
      !resolved.isExternalLibraryImport &&
      !resolved.resolvedFileName.includes('node_modules') &&
      /\.(tsx?|mjs|js)$/.test(resolved.resolvedFileName)
    )
      deps.push(path.resolve(resolved.resolvedFileName));
  }
  return deps;
}
/** The import path from `start` back to itself, or null. */
function cycleFrom(start) {
  const seen = new Set();
  const walk = (file, trail) => {
    for (const dep of importsOf(file)) {
      if (dep === start) return [...trail, dep];
      if (seen.has(dep)) continue;
      seen.add(dep);
      const found = walk(dep, [...trail, dep]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}
const noCycle = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      Program(node) {
        const cycle = cycleFrom(path.resolve(context.filename));
        if (cycle) context.report({ node, message: `Import cycle: ${cycle.map(rel).join(' → ')}` });
      },
    };
  },
};

/**
 * The server reads the time from its injected `Clock` (lib/clock.ts), so tests move time instead of
 * sleeping: no `new Date()` without arguments and no `Date.now` in apps/server/src outside lib/clock.ts
 * and tests (intervals only measured take `performance.now()`).
 */
const CLOCK_FILE = 'apps/server/src/lib/clock.ts';
const serverClock = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = rel(context.filename);
    if (!from.startsWith('apps/server/src/') || from === CLOCK_FILE || /\.test\.[cm]?[jt]s$/.test(from)) return {};
    const message = "Read the time from the app's Clock (lib/clock.ts), not the system's: tests move it instead of sleeping.";
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0)
          context.report({ node, message });
      },
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && node.object.name === 'Date' && !node.computed && node.property.name === 'now')
          context.report({ node, message });
      },
    };
  },
};

export default {
  rules: {
    boundaries,
    owners,
    'logical-classes': logicalClasses,
    'filename-case': filenameCase,
    'no-cycle': noCycle,
    'server-clock': serverClock,
  },
};
