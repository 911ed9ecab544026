import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../../test/context';
import { eventually } from '../../../test/cluster';
import { multipart, photo } from '../../../test/media';
import { startS3rver, type TestBucket } from '../../../test/s3';
import { loadConfig } from '../../config';
import { properties, propertyMedia } from '../../db/schema';
import { createStorage, type MediaStorage } from '../../platform/storage';
import { openRuntime } from '../../runtime';
import { createServices } from '../../services';
import { filesOf } from './media';
import { ownerKey } from './sweep';

// Decisions 030, 031 and 042, proven: the real server process is killed (SIGKILL) while listings with
// photos are being submitted, and while its worker makes their variants; after a restart every photo
// gets its variants, and after the media sweep rows and files agree — with media on disk, and in an
// S3 bucket (s3rver).

const serverDir = path.resolve(import.meta.dirname, '../../..');
const PHOTOS = 3;
const LISTINGS = 5;

interface Server {
  port: number;
  child: ChildProcess;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the server as `npm start` does (through tsx) and resolves once it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT: 'false',
      // A restarted worker gives every photo still without variants a new job at once (pg-boss would
      // retry the dead process's jobs too, but only once they expire, minutes later).
      PHOTO_RECOVERY_MINUTES: '0',
      ...env,
      LOG_LEVEL: 'info',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // not left running after the test
      reject(new Error(`server did not start:\n${output}`));
    }, 55_000);
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const ready = /Manara is ready at http:\/\/localhost:(\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({
        port: Number(ready[1]),
        child,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
}

/**
 * Sends a request whose body goes in two halves; `between` runs once the first half is written.
 * Resolves with the status (0 when the connection died).
 */
function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  between?: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: { ...headers, 'content-length': String(body.length) } });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: 0, body: text }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), async () => {
      await between?.();
      req.end(body.subarray(half));
    });
  });
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: Buffer.from(JSON.stringify(body)) });

/** Every stored file's key (writes cut short excluded). */
async function storedFiles(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(-Infinity)) keys.push(key);
  return keys;
}

type Form = { title: string; payload: Buffer; headers: Record<string, string> };

/** A server of its own for one crash: a fresh database and media store (a bucket of its own on s3), and an account. */
async function openRound(store: 'disk' | 's3', name: string) {
  let env = await createScratchEnv('manara-crash-');
  let bucket: TestBucket | undefined;
  if (store === 's3') {
    bucket = await startS3rver();
    env = { ...env, ...bucket.env, JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0123' };
  }
  const storage = await createStorage(loadConfig(env));
  let server: Server | undefined = await startServer(env);
  const email = `crash-${name}@example.com`;
  const password = 'olive-terrace-sunrise-42';
  const { body: reg, 'content-type': type } = json({ email, password, password_confirm: password, name: 'Crash Owner', role: 'client' });
  expect((await send(server.port, 'POST', '/api/v1/auth/register/', { 'content-type': type }, reg)).status).toBe(201);
  const login = await send(server.port, 'POST', '/api/v1/auth/login/', { 'content-type': type }, json({ email, password }).body);
  const auth = { authorization: `Bearer ${JSON.parse(login.body).access}` };
  const cities = await send(server.port, 'GET', '/api/v1/realty/cities/', {}, Buffer.alloc(0));
  const cityId = (JSON.parse(cities.body) as { id: number }[])[0]!.id;

  /** LISTINGS submissions of PHOTOS photos each, titled `<label> listing <n>`. */
  async function submissions(label: string, color: number): Promise<Form[]> {
    const jpegs = await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) => photo({ width: 1600, height: 1200, color: `#${i}${color}8844` })),
    );
    return Promise.all(
      Array.from({ length: LISTINGS }, async (_, n) => {
        const title = `${label} listing ${n}`;
        const files = Object.fromEntries(jpegs.map((data, i) => [`image_${i}`, { data, type: 'image/jpeg', name: `p${i}.jpg` }]));
        const form = await multipart(
          {
            title,
            description: 'وصف',
            type: 'apartment',
            purpose: 'sale',
            price: '100000',
            area: '120',
            city_id: String(cityId),
            address: 'شارع',
          },
          files,
        );
        return { title, payload: form.payload, headers: { ...form.headers, ...auth } };
      }),
    );
  }

  return {
    storage,
    get server() {
      return server!;
    },
    submissions,
    submit: (form: Form, between?: () => Promise<void>) =>
      send(server!.port, 'POST', '/api/v1/realty/properties/', form.headers, form.payload, between),
    restart: async () => {
      server = await startServer(env);
    },
    /**
     * After the crash: the restarted server takes a whole round, every photo gets its variants (those the
     * crash interrupted included); then, server stopped, every listing has all its photos, the `kept` ones
     * (answered 201 before the crash) exist, every row's files exist and the sweep leaves no unreferenced file.
     * Returns the titles of the listings stored.
     */
    async check(kept: string[]): Promise<string[]> {
      const after = await submissions('After the crash', 9);
      const answers = await Promise.all(after.map((form) => this.submit(form)));
      expect(answers.map((a) => a.status)).toEqual(after.map(() => 201));
      const pending = async () => {
        const mine = await send(server!.port, 'GET', '/api/v1/realty/properties/my_properties/?page_size=100', auth, Buffer.alloc(0));
        return (JSON.parse(mine.body) as { results: { photos_pending: number }[] }).results.reduce((n, l) => n + l.photos_pending, 0);
      };
      await eventually(async () => (await pending()) === 0, 'every photo has its variants', 60_000);
      await server!.stop();
      server = undefined;

      const config = loadConfig(env);
      const runtime = await openRuntime(config, { seed: false });
      try {
        const db = runtime.database.db;
        const listings = await db.select({ id: properties.id, title: properties.titleEn }).from(properties);
        const rows = await db.select().from(propertyMedia);
        // Whole or not at all.
        for (const listing of listings)
          expect(
            rows.filter((r) => r.propertyId === listing.id),
            listing.title,
          ).toHaveLength(PHOTOS);
        const titles = listings.map((l) => l.title);
        expect(titles).toEqual(expect.arrayContaining([...kept, ...after.map((f) => f.title)]));
        expect(rows.filter((r) => r.mediaType === 'image' && r.widths.length === 0)).toEqual([]);
        // No row names a missing file.
        const missing = async () => {
          const files = rows.flatMap(filesOf);
          const sizes = await Promise.all(files.map((key) => runtime.storage.size(key)));
          return files.filter((_, i) => sizes[i] === null);
        };
        expect(await missing()).toEqual([]);

        // Past the grace period (none here: nothing is in flight any more), nothing unreferenced stays.
        await createServices({ db, storage: runtime.storage, jobs: runtime.jobs, config }).media.sweep(0);
        const referenced = new Set(rows.map((r) => r.storageKey));
        expect((await storedFiles(runtime.storage)).filter((f) => !referenced.has(ownerKey(f)))).toEqual([]);
        expect(await missing()).toEqual([]);
        // On disk, no staging file of a write cut short is left either.
        const staging = path.join(config.mediaDir, '.staging');
        if (store === 'disk') expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
        return titles;
      } finally {
        await runtime.close();
      }
    },
    async close() {
      await server?.kill();
      await storage.close();
      await bucket?.close();
    },
  };
}
type Round = Awaited<ReturnType<typeof openRound>>;

// Each crash is a test of its own: its own server, database and store, its own checks.
describe.each(['disk', 's3'] as const)('a crash at any moment of a submission leaves rows and files in agreement (%s)', (store) => {
  let round: Round | undefined;
  afterEach(async () => {
    await round?.close();
    round = undefined;
  });
  const titlesOf = (forms: Form[], answers: { status: number }[]) => forms.filter((_, i) => answers[i]!.status === 201).map((f) => f.title);

  it('is killed while the photos are still arriving', async () => {
    round = await openRound(store, 'arriving');
    const forms = await round.submissions('Arriving', 1);
    let written = 0;
    let killed: Promise<void> | undefined;
    const answers = await Promise.all(
      forms.map((form) =>
        round!.submit(form, async () => {
          // Once every request has sent half its body, the process dies.
          if (++written === forms.length) killed = round!.server.kill();
          await new Promise((r) => setTimeout(r, 50));
        }),
      ),
    );
    await killed;
    // No request had its whole body: none was answered, and none is stored.
    expect(answers.map((a) => a.status)).toEqual(forms.map(() => 0));
    await round.restart();
    const titles = await round.check([]);
    expect(titles.filter((t) => t.startsWith('Arriving '))).toEqual([]);
  }, 180_000);

  it('is killed as the first originals are stored (nothing committed yet)', async () => {
    round = await openRound(store, 'storing');
    const forms = await round.submissions('Storing', 2);
    const before = new Set(await storedFiles(round.storage));
    const results = Promise.all(forms.map((form) => round!.submit(form)));
    await eventually(async () => (await storedFiles(round!.storage)).some((f) => !before.has(f)), 'a file of this round stored', 30_000);
    await round.server.kill();
    const answers = await results;
    await round.restart();
    await round.check(titlesOf(forms, answers));
  }, 180_000);

  it('is killed right after a commit, with other submissions in flight', async () => {
    round = await openRound(store, 'committed');
    const forms = await round.submissions('Committed', 3);
    let killed: Promise<void> | undefined;
    const answers = await Promise.all(
      forms.map((form) =>
        round!.submit(form).then((res) => {
          if (res.status === 201) killed ??= round!.server.kill();
          return res;
        }),
      ),
    );
    await killed;
    const kept = titlesOf(forms, answers);
    expect(kept.length).toBeGreaterThan(0);
    await round.restart();
    await round.check(kept);
  }, 180_000);

  it('is killed while its worker makes the variants (every listing committed)', async () => {
    round = await openRound(store, 'variants');
    const forms = await round.submissions('Variants', 4);
    const before = new Set(await storedFiles(round.storage));
    const answers = await Promise.all(forms.map((form) => round!.submit(form)));
    expect(answers.map((a) => a.status)).toEqual(forms.map(() => 201));
    await eventually(
      async () => (await storedFiles(round!.storage)).some((f) => f.endsWith('.webp') && !before.has(f)),
      'a variant of this round written',
      30_000,
    );
    await round.server.kill();
    await round.restart();
    await round.check(forms.map((f) => f.title));
  }, 180_000);
});
