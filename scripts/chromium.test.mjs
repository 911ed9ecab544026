import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM, chromiumPlan } from './chromium.mjs';

const facts = (overrides = {}) => ({
  chromePath: undefined,
  exists: () => false,
  isRoot: false,
  canSudo: false,
  hasAptGet: true,
  ...overrides,
});
const only = (file) => (p) => p === file;

describe('chromiumPlan: which Chromium the browser tests use, or how to get one', () => {
  it('uses CHROME_PATH when it is set, even when the default is there too', () => {
    expect(chromiumPlan(facts({ chromePath: '/opt/chrome/chrome', exists: () => true }))).toEqual({
      kind: 'use',
      path: '/opt/chrome/chrome',
    });
  });

  it('never installs over a CHROME_PATH that points nowhere: one line saying so', () => {
    const plan = chromiumPlan(facts({ chromePath: '/nope/chrome', exists: only(DEFAULT_CHROMIUM), isRoot: true }));
    expect(plan.kind).toBe('unavailable');
    expect(plan.message).toMatch(/^CHROME_PATH is set to \/nope\/chrome, which does not exist/);
    expect(plan.message).not.toContain('\n');
  });

  it('uses the system Chromium when it is installed', () => {
    expect(chromiumPlan(facts({ exists: only(DEFAULT_CHROMIUM) }))).toEqual({ kind: 'use', path: DEFAULT_CHROMIUM });
  });

  it('installs it with apt-get when missing and running as root', () => {
    const plan = chromiumPlan(facts({ isRoot: true }));
    expect(plan).toMatchObject({
      kind: 'install',
      path: DEFAULT_CHROMIUM,
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
    expect(plan.notice).toMatch(/^Chromium is missing: installing it with apt-get/);
  });

  it('installs it through passwordless sudo when not root', () => {
    const plan = chromiumPlan(facts({ canSudo: true }));
    expect(plan.kind).toBe('install');
    expect(plan.commands).toEqual([
      ['sudo', '-n', 'apt-get', 'update'],
      ['sudo', '-n', 'apt-get', 'install', '-y', 'chromium'],
    ]);
  });

  it('says in one line why it cannot, and what to do, when it may not install', () => {
    const noRoot = chromiumPlan(facts());
    expect(noRoot.kind).toBe('unavailable');
    expect(noRoot.message).toMatch(/needs root/);
    expect(noRoot.message).toContain('sudo apt-get install -y chromium');
    expect(noRoot.message).toContain('CHROME_PATH');

    const noApt = chromiumPlan(facts({ isRoot: true, hasAptGet: false }));
    expect(noApt.kind).toBe('unavailable');
    expect(noApt.message).toMatch(/no apt-get/);
    expect(noApt.message).toContain('CHROME_PATH');
    for (const plan of [noRoot, noApt]) expect(plan.message).not.toContain('\n');
  });
});
