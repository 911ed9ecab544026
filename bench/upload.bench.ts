/**
 * A phone-sized listing submission end to end (`npx tsx bench/upload.bench.ts`; not part of `npm test`):
 * ten 4000×3000 JPEG photos (camera-like detail, about 3 MB each) posted as multipart to
 * POST /api/v1/realty/properties/ on the real app (PGlite), through parsing, type checks, rotation,
 * WebP encoding at every width and the database write. Prints the time per submission and the stored
 * bytes against the originals. Env: BENCH_RUNS (3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { signAccessToken } from '../apps/server/src/lib/tokens';
import { createDiskStorage } from '../apps/server/src/lib/storage';
import { createLogger } from '../apps/server/src/lib/log';
import { startJobs } from '../apps/server/src/platform/jobs';
import { users, cities } from '../apps/server/src/db/schema';
import { seedReference } from '../apps/server/src/seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function photo(seed: number): Promise<Buffer> {
  // Gaussian noise over a gradient compresses like a detailed photo (a flat image would flatter the numbers).
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#8a6a5a', noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(1.2).jpeg({ quality: 88 }).toBuffer();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-upload-bench-'));
  const database = await openPglite('memory://');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://bench.manara.test',
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
  const storage = createDiskStorage(config.mediaDir);
  await runMigrations(database);
  await seedReference(database.db);
  const jobs = await startJobs(database.db, { log: createLogger({ level: 'silent', pretty: false }) });
  const app = await buildApp({ config, database, storage, jobs, webDist: null, logger: false });
  await app.ready();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.test', passwordHash: 'x', name: 'Bench', role: 'client', searchText: 'bench bench@example.test' })
    .returning({ id: users.id });
  const token = await signAccessToken({ id: user!.id, isStaff: false }, config.jwtSecret, 900);
  const [city] = await database.db.select({ id: cities.id }).from(cities).limit(1);

  const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(i)));
  const original = photos.reduce((n, p) => n + p.length, 0);
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: 'Bench flat',
    description: 'Ten photos',
    type: 'apartment',
    purpose: 'sale',
    price: '150000',
    area: '140',
    city_id: String(city!.id),
    address: 'Main St',
  }))
    form.append(k, v);
  photos.forEach((p, i) => form.append(`image_${i}`, new Blob([p], { type: 'image/jpeg' }), `IMG_${i}.jpg`));
  const request = new Request('http://local/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const headers = { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` };

  console.log(
    `Upload benchmark: 10 photos 4000×3000 JPEG, ${(original / 1024 / 1024).toFixed(1)} MB in all; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const times: number[] = [];
  let stored = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/realty/properties/', payload, headers });
    times.push(performance.now() - started);
    if (res.statusCode !== 201) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    if (run === 0) {
      const rows = (
        await database.db.execute<{ n: string }>(`select sum(bytes)::text as n from property_media where property_id = ${res.json().id}`)
      ).rows;
      stored = Number(rows[0]!.n);
    }
    console.log(`  run ${run + 1}: ${(times.at(-1)! / 1000).toFixed(2)} s`);
  }
  times.sort((a, b) => a - b);
  console.log(`\n| photos | originals MB | stored MB (all widths) | stored / originals | median s | best s |\n|---|---|---|---|---|---|`);
  console.log(
    `| 10 × 4000×3000 JPEG | ${(original / 1024 / 1024).toFixed(1)} | ${(stored / 1024 / 1024).toFixed(2)} | ${((stored / original) * 100).toFixed(0)} % | ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} | ${(times[0]! / 1000).toFixed(2)} |`,
  );
  await app.close();
  await jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
