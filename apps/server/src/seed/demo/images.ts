import sharp from 'sharp';

/** A small deterministic random generator, so demo images are the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DemoScene = 'skyline' | 'building' | 'interior' | 'land';

const PALETTES = [
  { sky: ['#f6d6b8', '#c97b63'], hill: '#7a2e3b', far: '#b5838d', build: '#4a1520', light: '#ffe8a3' },
  { sky: ['#cfe3f1', '#8bb8d6'], hill: '#6b8f71', far: '#a3b18a', build: '#5b3a29', light: '#fff3c4' },
  { sky: ['#fde2c5', '#e8a87c'], hill: '#8d6e63', far: '#c8a27a', build: '#6d2e46', light: '#fff0b3' },
  { sky: ['#2b1b2e', '#7a2e3b'], hill: '#1e1218', far: '#4a2a36', build: '#12090d', light: '#ffd166' },
];

/**
 * Draws a believable placeholder photo (sky, hills, stone buildings, rooms or olive groves) as SVG.
 * Demo content is generated at seed time, so the site looks alive without any network access.
 */
export function demoSvg(scene: DemoScene, seed: number, width: number, height: number): string {
  const rnd = seededRandom(seed);
  const p = PALETTES[Math.floor(rnd() * PALETTES.length)] ?? PALETTES[0]!;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
  );
  const hills = (base: number, amp: number, color: string) => {
    let d = `M0 ${height} L0 ${base}`;
    const steps = 8;
    for (let i = 1; i <= steps; i++)
      d += ` Q${(width / steps) * (i - 0.5)} ${base - amp * rnd()} ${(width / steps) * i} ${base - amp * 0.3 * rnd()}`;
    parts.push(`<path d="${d} L${width} ${height} Z" fill="${color}"/>`);
  };
  if (scene === 'interior') {
    parts.push(`<rect width="${width}" height="${height * 0.62}" fill="#efe6dc"/>`);
    parts.push(`<rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#b08968"/>`);
    const wx = width * (0.15 + rnd() * 0.4);
    parts.push(
      `<rect x="${wx}" y="${height * 0.12}" width="${width * 0.3}" height="${height * 0.38}" fill="${p.sky[0]}" stroke="#fff" stroke-width="${width / 80}"/>`,
    );
    parts.push(
      `<rect x="${width * 0.1}" y="${height * 0.55}" width="${width * 0.45}" height="${height * 0.16}" rx="${width / 60}" fill="${p.build}"/>`,
    );
    parts.push(`<rect x="${width * 0.62}" y="${height * 0.6}" width="${width * 0.2}" height="${height * 0.04}" fill="#6f4e37"/>`);
    parts.push(`<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${width / 30}" fill="${p.light}" opacity="0.8"/>`);
  } else {
    parts.push(`<circle cx="${width * (0.2 + rnd() * 0.6)}" cy="${height * 0.22}" r="${height * 0.08}" fill="${p.light}" opacity="0.85"/>`);
    hills(height * 0.6, height * 0.2, p.far);
    if (scene === 'land') {
      hills(height * 0.75, height * 0.12, p.hill);
      for (let i = 0; i < 14; i++) {
        const x = rnd() * width;
        const y = height * (0.72 + rnd() * 0.22);
        const r = height * (0.025 + rnd() * 0.025);
        parts.push(
          `<rect x="${x - r / 6}" y="${y}" width="${r / 3}" height="${r * 1.2}" fill="#5d4037"/><circle cx="${x}" cy="${y}" r="${r}" fill="#556b2f"/>`,
        );
      }
    } else {
      const count = scene === 'skyline' ? 12 : 3;
      for (let i = 0; i < count; i++) {
        const bw = width * (scene === 'skyline' ? 0.06 + rnd() * 0.06 : 0.18 + rnd() * 0.1);
        const bh = height * (scene === 'skyline' ? 0.15 + rnd() * 0.35 : 0.35 + rnd() * 0.25);
        const bx = scene === 'skyline' ? (width / count) * i + rnd() * 10 : width * (0.1 + i * 0.28);
        const by = height * 0.82 - bh;
        parts.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${scene === 'building' ? '#e9dcc9' : p.build}"/>`);
        const cols = Math.max(2, Math.floor(bw / (width * 0.03)));
        const rows = Math.max(2, Math.floor(bh / (height * 0.07)));
        for (let r = 0; r < rows; r++)
          for (let c = 0; c < cols; c++)
            if (rnd() > 0.35)
              parts.push(
                `<rect x="${bx + (bw / cols) * c + bw / cols / 4}" y="${by + (bh / rows) * r + bh / rows / 4}" width="${bw / cols / 2}" height="${bh / rows / 2.4}" fill="${scene === 'building' ? '#6d4c41' : p.light}" opacity="0.8"/>`,
              );
      }
      hills(height * 0.86, height * 0.05, p.hill);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** Renders a demo scene to WebP at the given width (height follows a 16:10 or given ratio). */
export async function renderDemoWebp(scene: DemoScene, seed: number, width: number, ratio = 10 / 16): Promise<Buffer> {
  const height = Math.round(width * ratio);
  return sharp(Buffer.from(demoSvg(scene, seed, width, height)))
    .webp({ quality: 72, effort: 2 })
    .toBuffer();
}
