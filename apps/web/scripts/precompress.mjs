// Writes a Brotli (quality 11) and a gzip copy next to every text asset of the browser build, once at
// build time: the server sends them as they are (@fastify/static `preCompressed`), so phones get the
// smallest files without the server compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const TEXT = /\.(js|css|svg|json|html|txt|xml|webmanifest)$/;

for (const name of readdirSync(dir, { recursive: true }).map(String)) {
  const file = path.join(dir, name);
  if (!TEXT.test(file) || name.endsWith('index.html') || !statSync(file).isFile()) continue;
  const data = readFileSync(file);
  // Small files too: a page starts some twenty chunks under 1 KB (icons, helpers), which the server's
  // own compression leaves as they are (its threshold); compressed they are ≈ 40 % smaller (issue 35).
  // A copy is written only when it is smaller than the file.
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  const gz = gzipSync(data, { level: 9 });
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
}
