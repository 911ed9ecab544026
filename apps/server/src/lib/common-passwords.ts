import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

// The list (and its licence) lives next to this module; read from the repository so it works from
// src/ and from the dist/ bundle alike, and only on the server (never in the web bundle).
const listFile = () => path.join(repoRoot(), 'apps', 'server', 'src', 'lib', 'common-passwords', 'passwords.txt');

let common: Set<string> | undefined;

/** True for one of the 10,000 most common passwords, compared lower-cased after trimming. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(listFile(), 'utf8').split('\n').filter(Boolean));
  return common.has(password.trim().toLowerCase());
}
