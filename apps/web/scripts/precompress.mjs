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
  if (!TEXT.test(file) || name.endsWith('index.html') || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}
