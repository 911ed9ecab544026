import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 55_000);
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

describe.each(['disk', 's3'] as const)('a crash at any moment of a submission leaves rows and files in agreement (%s)', (store) => {
  let env: Record<string, string>;
  let bucket: TestBucket | undefined;
  /** The store the server uses, read from here. */
  let storage: MediaStorage;
  let server: Server | undefined;
  let auth: Record<string, string>;
  let cityId: number;
  let forms: { title: string; payload: Buffer; headers: Record<string, string> }[] = [];
  let round = 0;

  beforeAll(async () => {
    env = await createScratchEnv('manara-crash-');
    if (store === 's3') {
      bucket = await startS3rver();
      env = { ...env, ...bucket.env, JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0123' };
    }
    storage = await createStorage(loadConfig(env));
    server = await startServer(env);
    const email = `crash-${Date.now()}@example.com`;
    const password = 'olive-terrace-sunrise-42';
    const { body: reg, 'content-type': type } = json({ email, password, password_confirm: password, name: 'Crash Owner', role: 'client' });
    expect((await send(server.port, 'POST', '/api/v1/auth/register/', { 'content-type': type }, reg)).status).toBe(201);
    const login = await send(server.port, 'POST', '/api/v1/auth/login/', { 'content-type': type }, json({ email, password }).body);
    auth = { authorization: `Bearer ${JSON.parse(login.body).access}` };
    const cities = await send(server.port, 'GET', '/api/v1/realty/cities/', {}, Buffer.alloc(0));
    cityId = (JSON.parse(cities.body) as { id: number }[])[0]!.id;
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    await storage?.close();
    await bucket?.close();
  });

  /** LISTINGS submissions of PHOTOS photos each, with titles of this round. */
  async function submissions() {
    round++;
    const jpegs = await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) => photo({ width: 1600, height: 1200, color: `#${i}${round}8844` })),
    );
    return Promise.all(
      Array.from({ length: LISTINGS }, async (_, n) => {
        const title = `Crash round ${round} listing ${n}`;
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
  const submit = (form: { payload: Buffer; headers: Record<string, string> }, between?: () => Promise<void>) =>
    send(server!.port, 'POST', '/api/v1/realty/properties/', form.headers, form.payload, between);

  it('is killed while the photos are still arriving', async () => {
    forms = await submissions();
    let written = 0;
    let killed: Promise<void> | undefined;
    const results = forms.map((form) =>
      submit(form, async () => {
        // Once every request has sent half its body, the process dies.
        if (++written === forms.length) killed = server!.kill();
        await new Promise((r) => setTimeout(r, 50));
      }),
    );
    await Promise.all(results);
    await killed;
    server = await startServer(env);
  }, 90_000);

  it('is killed as the first originals are stored (nothing committed yet)', async () => {
    forms = await submissions();
    const before = new Set(await storedFiles(storage));
    const results = forms.map((form) => submit(form));
    await eventually(async () => (await storedFiles(storage)).some((f) => !before.has(f)), 'a file of this round stored', 30_000);
    await server!.kill();
    await Promise.all(results);
    server = await startServer(env);
  }, 90_000);

  it('is killed right after a commit, with other submissions in flight', async () => {
    forms = await submissions();
    let killed: Promise<void> | undefined;
    await Promise.all(
      forms.map((form) =>
        submit(form).then((res) => {
          if (res.status === 201) killed ??= server!.kill();
        }),
      ),
    );
    await killed;
    server = await startServer(env);
  }, 90_000);

  it('is killed while its worker makes the variants (every listing committed)', async () => {
    forms = await submissions();
    const before = new Set(await storedFiles(storage));
    const answers = await Promise.all(forms.map((form) => submit(form)));
    expect(answers.map((a) => a.status)).toEqual(forms.map(() => 201));
    await eventually(
      async () => (await storedFiles(storage)).some((f) => f.endsWith('.webp') && !before.has(f)),
      'a variant of this round written',
      30_000,
    );
    await server!.kill();
    server = await startServer(env);
  }, 90_000);

  it('after the restarts: each listing has all its photos or does not exist, every row’s files exist, and the sweep leaves no unreferenced file', async () => {
    // The server still takes submissions whole after the crashes.
    forms = await submissions();
    const answers = await Promise.all(forms.map((form) => submit(form)));
    expect(answers.map((a) => a.status)).toEqual(forms.map(() => 201));
    // Every photo of every saved listing gets its variants, those the kills interrupted included.
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
      // Submissions of rounds 1-4 exist whole or not at all; round 4 entirely.
      for (const listing of listings) {
        expect(
          rows.filter((r) => r.propertyId === listing.id),
          listing.title,
        ).toHaveLength(PHOTOS);
      }
      expect(listings.filter((l) => l.title.startsWith(`Crash round ${round} `))).toHaveLength(LISTINGS);
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
    } finally {
      await runtime.close();
    }
  }, 120_000);
});
