import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ar from '@/locales/catalogue-ar';
import en from '@/locales/catalogue-en';
import fullAr from '@/locales/full-catalogue-ar';
import fullEn from '@/locales/full-catalogue-en';

// Every string: what the server renders with (each feature's; the browser loads them with their pages).
const catalogue = (l: 'ar' | 'en') => (l === 'ar' ? fullAr : fullEn);

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('translations', () => {
  it('have exactly the same keys in Arabic and English', () => {
    const ar = new Set(flatten(catalogue('ar')));
    const en = new Set(flatten(catalogue('en')));
    expect([...ar].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !ar.has(k))).toEqual([]);
    expect(ar.size).toBeGreaterThan(50);
  });

  it("leave other features' strings out of the catalogue every visitor downloads", () => {
    for (const feature of ['admin', 'auth', 'providers', 'requests', 'services']) {
      expect(ar[feature], feature).toBeUndefined();
      expect(en[feature], feature).toBeUndefined();
    }
    expect(en.realty).toBeDefined();
    expect(catalogue('en').admin).toMatchObject({ title: 'Moderation' });
  });

  it('have no empty strings, and Arabic strings are written in Arabic', () => {
    const ar = catalogue('ar');
    const walk = (o: Record<string, unknown>, prefix = '') => {
      for (const [k, v] of Object.entries(o)) {
        if (typeof v === 'string') {
          expect(v.trim(), `${prefix}${k}`).not.toBe('');
        } else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
      }
    };
    walk(ar);
    expect(String((ar.nav as Record<string, string>).finance)).toMatch(/[\u0600-\u06FF]/);
  });

  it('every locale file pairs an ar.json with an en.json in the same folder', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/^(ar|en)\.json$/.test(name)) found.push(full);
      }
    };
    walk(src);
    for (const file of found) {
      const twin = file.replace(/(ar|en)\.json$/, (m) => (m === 'ar.json' ? 'en.json' : 'ar.json'));
      expect(found, file).toContain(twin);
      JSON.parse(readFileSync(file, 'utf8'));
    }
  });
});

describe('stylesheets', () => {
  it('use logical properties only (physical left/right break right-to-left layouts)', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const css = readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.css'));
    for (const file of css) {
      const text = readFileSync(path.join(src, file), 'utf8');
      expect(text, file).not.toMatch(/(margin|padding|border)-(left|right)\s*:|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)/m);
    }
  });
});
