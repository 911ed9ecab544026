// The system Chromium and the flags that keep it quiet on a closed network; shared by the e2e
// suite, the screenshot script and the page-weight benchmark (Playwright's own browser download
// cannot work on these machines). `npm test` provisions it with ensureChromium().
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where Debian's `chromium` package puts the browser. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const INSTALL_HINT = 'run "sudo apt-get install -y chromium" (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary';

/** The Chromium binary to drive: CHROME_PATH, else /usr/bin/chromium; a clear error when missing. */
export function chromiumPath() {
  const file = process.env.CHROME_PATH || DEFAULT_CHROMIUM;
  if (!existsSync(file)) throw new Error(`Chromium was not found at ${file}: ${INSTALL_HINT}.`);
  return file;
}

/**
 * What to do about Chromium, from the facts of this machine (no side effects, so it is unit-tested):
 * use CHROME_PATH when set (never second-guessed), else the system one; when that is missing,
 * install it with apt-get if we are root or have passwordless sudo; otherwise say in one line why
 * not and how to fix it.
 *
 * @param {{ chromePath?: string, exists: (file: string) => boolean, isRoot: boolean, canSudo: boolean, hasAptGet: boolean }} facts
 * @returns {{ kind: 'use', path: string }
 *   | { kind: 'install', path: string, commands: string[][], notice: string }
 *   | { kind: 'unavailable', message: string }}
 */
export function chromiumPlan({ chromePath, exists, isRoot, canSudo, hasAptGet }) {
  if (chromePath) {
    if (exists(chromePath)) return { kind: 'use', path: chromePath };
    return {
      kind: 'unavailable',
      message: `CHROME_PATH is set to ${chromePath}, which does not exist: point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (exists(DEFAULT_CHROMIUM)) return { kind: 'use', path: DEFAULT_CHROMIUM };
  if (!hasAptGet) {
    return {
      kind: 'unavailable',
      message: `Chromium was not found at ${DEFAULT_CHROMIUM} and cannot be installed here (no apt-get): install Chromium or Chrome and set CHROME_PATH to its binary.`,
    };
  }
  if (!isRoot && !canSudo) {
    return {
      kind: 'unavailable',
      message: `Chromium was not found at ${DEFAULT_CHROMIUM} and installing it needs root: ${INSTALL_HINT}, then run npm test again.`,
    };
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  return {
    kind: 'install',
    path: DEFAULT_CHROMIUM,
    commands: [
      [...prefix, 'apt-get', 'update'],
      [...prefix, 'apt-get', 'install', '-y', 'chromium'],
    ],
    notice: `Chromium is missing: installing it with apt-get${isRoot ? '' : ' (through sudo)'} for the browser tests…`,
  };
}

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

/**
 * Makes sure the browser tests have a Chromium, installing it when it can (see chromiumPlan).
 * Returns { ok: true, path } or { ok: false, message } with one line saying why and how to fix it.
 */
export function ensureChromium() {
  const isRoot = process.getuid?.() === 0;
  const plan = chromiumPlan({
    chromePath: process.env.CHROME_PATH || undefined,
    exists: existsSync,
    isRoot,
    canSudo: !isRoot && onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    hasAptGet: onPath('apt-get'),
  });
  if (plan.kind === 'use') return { ok: true, path: plan.path };
  if (plan.kind === 'unavailable') return { ok: false, message: plan.message };
  console.log(plan.notice);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      return { ok: false, message: `Installing Chromium failed (${[command, ...args].join(' ')}, see above): ${INSTALL_HINT}.` };
    }
  }
  if (!existsSync(plan.path)) {
    return { ok: false, message: `apt-get installed chromium but ${plan.path} is still missing: ${INSTALL_HINT}.` };
  }
  return { ok: true, path: plan.path };
}
