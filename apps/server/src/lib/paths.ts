import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this module whether it runs from src/ (tsx) or the dist/ bundle. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'apps', 'server', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const webDistDir = () => path.join(repoRoot(), 'apps', 'web', 'dist');
export const sharedDataDir = () => path.join(repoRoot(), '..', 'shared', 'data');
