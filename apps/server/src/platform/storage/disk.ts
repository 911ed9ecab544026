import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files';
import type { PrivateStorage } from './private';
import { mediaUrl, type MediaStorage } from './storage';
import { systemClock, type Clock } from '../../lib/clock';

export interface DiskStorage extends MediaStorage {
  readonly kind: 'disk';
  /** The directory the app serves /media/ from. */
  readonly root: string;
}

const STAGING = '.staging';

/**
 * Media in a directory (DATA_DIR/media, the default): each file is written under a staging name and
 * renamed into place, so a key holds a whole file or nothing. The private area (decision 056) is a
 * directory of its own outside `root` (DATA_DIR/private; `<root>-private` unless given), so the /media
 * route, which serves `root`, cannot reach it.
 */
export function createDiskStorage(
  root: string,
  publicBase?: string,
  clock: Clock = systemClock,
  privateRoot = `${path.resolve(root)}-private`,
): DiskStorage {
  const safePath = (key: string) => {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid media key: ${key}`);
    return resolved;
  };
  const stagingPath = (key: string) => path.join(root, STAGING, `${randomUUID()}-${path.basename(key)}`);
  return {
    kind: 'disk',
    root,
    async stage(key, data) {
      const finalPath = safePath(key);
      const staged = stagingPath(key);
      await mkdir(path.dirname(staged), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(staged, data, { mode: PRIVATE_FILE_MODE });
      return {
        key,
        async publish() {
          await mkdir(path.dirname(finalPath), { recursive: true, mode: PRIVATE_DIR_MODE });
          await rename(staged, finalPath);
        },
        async discard() {
          await rm(staged, { force: true });
        },
      };
    },
    async write(key, body) {
      const finalPath = safePath(key);
      const staged = stagingPath(key);
      await mkdir(path.dirname(staged), { recursive: true, mode: PRIVATE_DIR_MODE });
      let size = 0;
      const counted = async function* () {
        for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
          size += chunk.length;
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(counted()), createWriteStream(staged, { mode: PRIVATE_FILE_MODE }));
        await mkdir(path.dirname(finalPath), { recursive: true, mode: PRIVATE_DIR_MODE });
        await rename(staged, finalPath);
      } catch (error) {
        await rm(staged, { force: true });
        throw error;
      }
      return size;
    },
    async read(key) {
      return readFile(safePath(key));
    },
    async size(key) {
      const info = await stat(safePath(key)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async remove(key) {
      await rm(safePath(key), { force: true });
    },
    async *list(olderThanMs) {
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<string> {
        const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (prefix === '' && entry.name === STAGING) continue;
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
          else if (entry.isFile()) {
            const info = await stat(full).catch(() => null);
            if (info && clock.now().getTime() - info.mtimeMs > olderThanMs) yield `${prefix}${entry.name}`;
          }
        }
      };
      yield* walk(root, '');
    },
    url(key) {
      return mediaUrl(publicBase, key);
    },
    async sweepStaging(olderThanMs = 60 * 60 * 1000) {
      const dir = path.join(root, STAGING);
      let removed = 0;
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info && clock.now().getTime() - info.mtimeMs > olderThanMs) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async ping() {
      await access(root);
    },
    privateArea() {
      if (path.resolve(privateRoot).startsWith(path.resolve(root) + path.sep))
        throw new Error('The private area must be outside the media root');
      const area = createDiskStorage(privateRoot, undefined, clock, `${path.resolve(privateRoot)}-unused`);
      return {
        kind: 'disk',
        write: (key, data) => area.write(key, data),
        read: (key) => area.read(key),
        size: (key) => area.size(key),
        remove: (key) => area.remove(key),
        list: (olderThanMs) => area.list(olderThanMs),
      } satisfies PrivateStorage;
    },
    async close() {},
  };
}
