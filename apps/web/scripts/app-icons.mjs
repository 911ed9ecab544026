// Makes the installed app's icons (public/icons/*.png) from the site's mark: run it after changing the
// mark (`node apps/web/scripts/app-icons.mjs`); the PNGs are committed, so builds need no image tools.
// "any" icons are the favicon as drawn (rounded square); the maskable one and Apple's are full-bleed,
// the lighthouse kept inside the central 80 % every platform's mask leaves visible.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });
const BRAND = '#6b1d2e';
const GOLD = '#f5d08a';
const mark = '<path d="M32 10l6 10h-4v24h-4V20h-4z" fill="GOLD"/><rect x="20" y="46" width="24" height="6" rx="2" fill="GOLD"/>'.replaceAll(
  'GOLD',
  GOLD,
);
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${mark}</svg>`;
// The mark spans 10..52 (42 units) of 64: scaled by 0.7 about the centre it fits the 80 % safe circle.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.7) translate(-32 -31)">${mark}</g></svg>`;

const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, name));
  process.stdout.write(`${name} ${size}×${size}\n`);
}
