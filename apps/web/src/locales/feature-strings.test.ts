import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The features whose strings load with their pages (features/<name>/locales/strings.ts); the app's own
// and the listings' are in every page's catalogue (locales/catalogue-*.ts).
const src = path.resolve(import.meta.dirname, '..');
const lazyFeatures = readdirSync(path.join(src, 'features')).filter((name) =>
  readdirSync(path.join(src, 'features', name, 'locales')).includes('strings.ts'),
);

const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('test' + path.sep))
  .map((f) => ({ file: f, text: readFileSync(path.join(src, f), 'utf8') }));

describe('feature strings', () => {
  it('are loaded by the pages of a feature that has them', () => {
    expect(lazyFeatures).toEqual(expect.arrayContaining(['admin', 'auth', 'providers', 'requests', 'services']));
    expect(lazyFeatures).not.toContain('realty');
  });

  it("are imported by every file that names one of the feature's keys, so the pages that show them load them", () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const feature of lazyFeatures) {
        // The staff area's own files show only on /admin, whose page imports its strings (checked below).
        if (feature === 'admin' && file.startsWith(path.join('features', 'admin') + path.sep)) continue;
        const namesKeys = new RegExp(`['"\`]${feature}\\.[a-zA-Z]`).test(text);
        if (namesKeys && !text.includes(`import '@/features/${feature}/locales/strings';`)) missing.push(`${file}: ${feature}`);
      }
    }
    expect(missing).toEqual([]);
    // The listings' owner-only strings (features/realty/locales/owner-strings.ts) keep their realty.* keys.
    for (const { file, text } of sources) {
      if (
        /['"`]realty\.(mine|edit|renewal|inbox|saved)\./.test(text) &&
        !text.includes(`import '@/features/realty/locales/owner-strings';`)
      )
        missing.push(`${file}: realty owner strings`);
    }
    expect(missing).toEqual([]);
    // The listings' strings that only parts loaded later show (features/realty/locales/more-strings.ts),
    // read from its files so that a key moved there is checked at once.
    const more = JSON.parse(readFileSync(path.join(src, 'features', 'realty', 'locales', 'more', 'en.json'), 'utf8')) as {
      realty: Record<string, Record<string, unknown>>;
    };
    const moreKeys = Object.entries(more.realty).flatMap(([group, keys]) =>
      Object.keys(keys).map((key) => `realty.${group}.${key.replace(/_(zero|one|two|few|many|other)$/, '')}`),
    );
    for (const { file, text } of sources) {
      const named = moreKeys.find((key) => new RegExp(`['"\`]${key.replaceAll('.', '\\.')}(?![A-Za-z])`).test(text));
      if (named && !text.includes(`import '@/features/realty/locales/more-strings';`)) missing.push(`${file}: ${named}`);
    }
    expect(missing).toEqual([]);
    const adminPage = sources.find((s) => s.file === path.join('features', 'admin', 'pages', 'admin-page.tsx'));
    expect(adminPage?.text).toContain(`import '@/features/admin/locales/strings';`);
  });
});
