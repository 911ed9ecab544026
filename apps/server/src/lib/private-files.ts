import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the uploads and the signing secret: nobody but the server's user may
 * read or change any of it. Directories are 0700, files 0600.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Every file and directory this process creates from now on is owner-only (umask 077). */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates `dir` owner-only, or closes an existing one to others; true when it was open to them. */
export function ensurePrivateDir(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return closeToOthers(dir);
}

/** Drops the group and other permission bits of one path; true when it had any. */
function closeToOthers(file: string): boolean {
  const mode = lstatSync(file).mode & 0o777;
  if ((mode & 0o077) === 0) return false;
  chmodSync(file, mode & 0o700);
  return true;
}

/**
 * Closes `dir` and every directory and file under it to group and others (0700 / 0600 for what the
 * server creates), touching only those that are open. Symbolic links are left alone (chmod would follow them).
 */
export function restrictTree(dir: string): void {
  if (!existsSync(dir)) return;
  closeToOthers(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile()) closeToOthers(full);
  }
}
