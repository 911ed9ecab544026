/**
 * Uploads against the real server process (`npx tsx bench/upload.bench.ts`; not part of `npm test`),
 * PGlite, demo content, rate limits off:
 * 1. the anonymous listing list's latency (4 clients in a loop) while one user submits 10 listings of
 *    5 photos 4000×3000 at once; and when their photos' variants are all ready;
 * 2. one 10-photo submission: the time to its answer, and until its variants are ready;
 * 3. the server's resident memory (VmRSS before, VmHWM peak from /proc) while five 50 MB videos upload
 *    at once.
 * Photos are JPEGs with camera-like detail (about 3 MB each).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

async function photo(seed: number): Promise<Buffer> {
  // Gaussian noise over a gradient compresses like a detailed photo (a flat image would flatter the numbers).
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#8a6a5a', noise: { type: 'gaussian', mean: 110 + seed, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(1.2).jpeg({ quality: 88 }).toBuffer();
}

function call(port: number, method: string, url: string, headers: Record<string, string> = {}, body?: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function form(fields: Record<string, string>, files: Record<string, { data: Buffer; type: string; name: string }>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const [k, f] of Object.entries(files)) data.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'manara-upload-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT: 'false',
      SEED_DEMO: 'true',
      // Photo work's share of the cores (decision 031): the server's default unless set for the run.
      ...(process.env.IMAGE_CONCURRENCY && { IMAGE_CONCURRENCY: process.env.IMAGE_CONCURRENCY }),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /Manara is ready at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('exit', () => reject(new Error(out)));
  });
  child.stdout.resume();
  try {
    const json = { 'content-type': 'application/json' };
    const email = 'bench-uploader@example.test';
    const password = 'olive-terrace-sunrise-42';
    await call(
      port,
      'POST',
      '/api/v1/auth/register/',
      json,
      Buffer.from(JSON.stringify({ email, password, password_confirm: password, name: 'Bench', role: 'client' })),
    );
    const login = JSON.parse(
      (await call(port, 'POST', '/api/v1/auth/login/', json, Buffer.from(JSON.stringify({ email, password })))).body,
    );
    const auth = { authorization: `Bearer ${login.access}` };
    const cities = JSON.parse((await call(port, 'GET', '/api/v1/realty/cities/')).body) as { id: number }[];
    const fields = {
      title: 'Bench flat',
      description: 'Photos',
      type: 'apartment',
      purpose: 'sale',
      price: '150000',
      area: '140',
      city_id: String(cities[0]!.id),
      address: 'Main St',
    };
    const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(i)));
    const photoFiles = (n: number) =>
      Object.fromEntries(photos.slice(0, n).map((p, i) => [`image_${i}`, { data: p, type: 'image/jpeg', name: `IMG_${i}.jpg` }]));
    const submit = async (n: number) => {
      const f = await form(fields, photoFiles(n));
      const res = await call(port, 'POST', '/api/v1/realty/properties/', { 'content-type': f.type, ...auth }, f.body);
      if (res.status !== 201) throw new Error(`HTTP ${res.status}: ${res.body}`);
      return JSON.parse(res.body) as { id: number; photos_pending?: number };
    };
    const ready = async (ids: number[]) => {
      for (;;) {
        const pending = await Promise.all(
          ids.map(
            async (id) =>
              (JSON.parse((await call(port, 'GET', `/api/v1/realty/properties/${id}/`, auth)).body) as { photos_pending?: number })
                .photos_pending ?? 0,
          ),
        );
        if (pending.every((n) => n === 0)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ');
    console.log(
      `Upload benchmark: ${os.availableParallelism()} CPUs, Node ${process.version}; photos 4000×3000 JPEG, ${(photos[0]!.length / 1024 / 1024).toFixed(1)} MB each; load average ${load()}`,
    );

    // 1. The anonymous list while 10 listings × 5 photos go in at once.
    const list = async (until: () => boolean) => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        await call(port, 'GET', '/api/v1/realty/properties/?purpose=sale');
        times.push(performance.now() - started);
      }
      return times;
    };
    let done = false;
    const started = performance.now();
    const loads = Promise.all(Array.from({ length: 4 }, () => list(() => done)));
    const listings = await Promise.all(Array.from({ length: 10 }, () => submit(5)));
    const answered = performance.now() - started;
    await ready(listings.map((l) => l.id));
    const variantsReady = performance.now() - started;
    done = true;
    const times = (await loads).flat().sort((a, b) => a - b);
    console.log(
      `\n| 10 listings × 5 photos at once | all answered s | variants ready s | list requests | list p50 ms | list p99 ms | list max ms |\n|---|---|---|---|---|---|---|`,
    );
    console.log(
      `| one user | ${(answered / 1000).toFixed(1)} | ${(variantsReady / 1000).toFixed(1)} | ${times.length} | ${pct(times, 50).toFixed(0)} | ${pct(times, 99).toFixed(0)} | ${times.at(-1)!.toFixed(0)} |`,
    );

    // 2. One 10-photo submission.
    const one = performance.now();
    const listing = await submit(10);
    const answer = performance.now() - one;
    await ready([listing.id]);
    const all = performance.now() - one;
    console.log(
      `\n| 10-photo submission | answer s | variants ready s |\n|---|---|---|\n| 4000×3000 JPEG | ${(answer / 1000).toFixed(2)} | ${(all / 1000).toFixed(1)} |`,
    );

    // 3. Five 50 MB videos at once.
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
      Buffer.alloc(50 * 1024 * 1024 - 4096),
    ]);
    const videoForm = await form(fields, { video: { data: video, type: 'video/mp4', name: 'tour.mp4' } });
    // The peak so far was the photos' decoding: start counting again (Linux: 5 resets VmHWM), and sample too.
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    const before = memory(child.pid!, 'VmRSS');
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, memory(child.pid!, 'VmRSS'))), 20);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(port, 'POST', '/api/v1/realty/properties/', { 'content-type': videoForm.type, ...auth }, videoForm.body).then((r) => r.status),
      ),
    );
    clearInterval(sampler);
    const peak = Math.max(sampled, memory(child.pid!, 'VmHWM'));
    console.log(
      `\n| five 50 MB videos at once | answers | server RSS before MB | server peak RSS during MB | growth MB |\n|---|---|---|---|---|\n| MP4 | ${statuses.join(' ')} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${(peak - before).toFixed(0)} |`,
    );
    console.log(`\nLoad average at the end: ${load()} (1, 5, 15 min)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
