import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class LockError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory, and two processes on one directory corrupt it. A lock file with
 * our pid, created exclusively, keeps a second process out; a stale one (dead pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'manara.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new LockError(`Cannot create the lock file in DATA_DIR (${dataDir}): ${(err as Error).message}`);
      }
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new LockError(
          `DATA_DIR ${dataDir} is in use by another Manara process (pid ${pid}). Stop it, or start this one with another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new LockError(`Cannot lock DATA_DIR ${dataDir}`);
}
