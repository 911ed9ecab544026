// Builds the web app and the server bundle when a source file is newer than the last build, so
// `npm start` on a fresh clone builds once and later starts are immediate.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps', 'server', 'dist', '.build-stamp');
const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'package-lock.json',
];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const name of readdirSync(full, { recursive: true })) {
    const file = path.join(full, String(name));
    if (file.includes('node_modules')) continue;
    // A file another process removed while this walks (a test's temporary file) does not count.
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    max = Math.max(max, mtime);
  }
  return max;
}

const built =
  existsSync(stamp) &&
  existsSync(path.join(root, 'apps', 'web', 'dist', 'client', 'index.html')) &&
  existsSync(path.join(root, 'apps', 'web', 'dist', 'server', 'entry-server.js'))
    ? statSync(stamp).mtimeMs
    : 0;
const changed = Math.max(...sources.map(newest));
if (changed > built) {
  console.log('Building Manara (first start or sources changed)…');
  // Always a production build: Vitest and Playwright start this with NODE_ENV=test, and a React
  // bundle built under it renders with the development JSX runtime (jsxDEV), which breaks SSR.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  writeFileSync(stamp, new Date().toISOString());
}
