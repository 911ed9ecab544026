import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config';

const README = path.resolve(import.meta.dirname, '../../../README.md');

/** The variables named in the first column of the README's table under "## Configuration". */
function readmeVariables(): string[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('\n## Configuration'), text.indexOf('\n## ', text.indexOf('\n## Configuration') + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('the README’s configuration table', () => {
  it('lists exactly the variables the configuration reads', () => {
    const described = Object.keys(configSchema.in.shape).sort();
    const listed = readmeVariables().sort();
    expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
    expect(listed).toEqual(described);
  });
});
