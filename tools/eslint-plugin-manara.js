// Project lint rules: import boundaries between packages, layers and features, and logical CSS
// utilities only (physical left/right classes break the Arabic right-to-left layout).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function resolveImport(file, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(file), source));
  if (source.startsWith('@/')) return `apps/web/src/${source.slice(2)}`;
  return null;
}

/** Returns a reason string when `from` may not import `source`, else null. */
function boundaryViolation(from, source, target) {
  if (from.startsWith('packages/shared/')) {
    if (/^(node:|react|@manara\/(server|web))/.test(source)) return 'shared code is universal: no node:*, React or app imports';
    if (target && target.startsWith('apps/')) return 'shared must not import from the apps';
  }
  if (from.startsWith('apps/server/')) {
    if (source.startsWith('@manara/web') || target?.startsWith('apps/web/')) return 'the server must not import the web app';
    const base = path.basename(from);
    if (base.endsWith('.service.ts') && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /\.routes$/.test(source)))
      return 'services hold business rules: queries belong in repositories, transport in routes';
    if (base.endsWith('.repository.ts') && /\.(service|routes)$/.test(source)) return 'repositories must not import services or routes';
  }
  if (from.startsWith('apps/web/')) {
    const buildOrTest = /\.test\.tsx?$|vite\.config\.ts$|\/src\/test\//.test(from);
    if ((source.startsWith('node:') && !buildOrTest) || source.startsWith('@manara/server') || target?.startsWith('apps/server/'))
      return 'the web app must not import server code';
    const own = from.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
    const other = target?.match(/^apps\/web\/src\/features\/([^/]+)(\/|$)/)?.[1];
    if (own && other && own !== other) return `feature "${own}" must not import feature "${other}": compose them in app/`;
    if (
      target?.startsWith('apps/web/src/app/') &&
      !from.startsWith('apps/web/src/app/') &&
      from !== 'apps/web/src/main.tsx' &&
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

export default { rules: { boundaries, 'logical-classes': logicalClasses } };
