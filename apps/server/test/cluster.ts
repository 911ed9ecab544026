/**
 * A real deployment in miniature for the multi-instance suite: engines the test owns and can stop
 * (a private PostgreSQL cluster, an S3-compatible server for the media), the machine's Redis under a
 * key prefix of the test's own, and app processes started as `npm start` starts them (through tsx here).
 *
 * To add an engine (a job worker…): start it in `startCluster` beside PostgreSQL, give
 * its settings to every instance through `env`, and stop it in `close`. Instances are started with
 * `cluster.start(name, extraEnv)`, so a worker-only process is one more call.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startS3rver, type TestBucket } from './s3';

const serverDir = path.resolve(import.meta.dirname, '..');
export const CLUSTER_JWT_SECRET = 'cluster-secret-cluster-secret-cluster-secret-0123';

/** True when something accepts TCP connections on host:port within a second. */
export function answers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds, bounded (suites wait for what a client would wait for, never on a clock). */
export async function eventually(check: () => Promise<boolean>, what: string, limitMs = 45_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never happened: ${what}`);
}

/** The newest PostgreSQL server binaries on this machine (Debian's layout), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')) && existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Why the multi-instance suite cannot run here, or null when it can. */
export async function clusterUnavailableReason(): Promise<string | null> {
  if (!(await answers(6379))) return 'no Redis answers on 127.0.0.1:6379';
  if (!postgresBinaries()) return 'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb, pg_ctl) to run a private cluster';
  return null;
}

/**
 * A PostgreSQL cluster of the test's own on a free port, in a temporary directory, so it can be stopped
 * and started for real (never the machine's shared server). As root, PostgreSQL's tools run as the
 * postgres user, who owns the directory.
 */
export class PrivatePostgres {
  readonly url: string;
  private constructor(
    private readonly dir: string,
    private readonly bin: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(): Promise<PrivatePostgres> {
    const bin = postgresBinaries();
    if (!bin) throw new Error('PostgreSQL server binaries not found');
    const dir = mkdtempSync(path.join(tmpdir(), 'manara-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    }
    const pg = new PrivatePostgres(dir, bin, await freePort());
    // A UTF-8 ctype, as production databases need, so trigram indexes see Arabic letters.
    pg.run('initdb', ['-D', pg.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    pg.start();
    return pg;
  }

  private get dataDir() {
    return path.join(this.dir, 'data');
  }

  private run(tool: string, args: string[]) {
    const command = [path.join(this.bin, tool), ...args];
    const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    execFileSync(asOwner[0]!, asOwner.slice(1), { cwd: this.dir, stdio: 'pipe', timeout: 60_000 });
  }

  /** Starts the server and waits until it accepts connections. */
  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  }

  /** Stops the server (fast: open connections are cut, as in a crash or a failover). */
  stop() {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  /** Stops the server if it runs and removes its files. */
  close() {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* not running */
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A Redis server of the test's own on a free port (no persistence), so it can be stopped for real. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static binary(): string | null {
    return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p)) ?? null;
  }

  static async create(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn(PrivateRedis.binary()!, args, { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await answers(this.port)); i++) await new Promise((r) => setTimeout(r, 50));
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** One app process. */
export class Instance {
  private output = '';
  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /**
   * Starts `node <entry>` (the sources through tsx by default; `['dist/server.mjs']` for the bundle
   * `npm start` runs) on a free port, and resolves once it answers /health/live.
   */
  static async start(name: string, env: Record<string, string>, entry = ['--import', 'tsx', 'src/server.ts']): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, entry, {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    });
    const instance = new Instance(name, child, `http://127.0.0.1:${port}`);
    child.stdout!.on('data', (d: Buffer) => (instance.output += d));
    child.stderr!.on('data', (d: Buffer) => (instance.output += d));
    const end = Date.now() + 90_000;
    while (Date.now() < end && child.exitCode === null) {
      const live = await fetch(`${instance.url}/health/live`).catch(() => null);
      if (live?.ok) return instance;
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`instance ${name} did not start:\n${instance.output.slice(-4000)}`);
  }

  /** Everything the process printed (JSON log lines). */
  get log(): string {
    return this.output;
  }

  /** Log lines whose message starts with `text`. */
  logLines(text: string): string[] {
    return this.output.split('\n').filter((line) => line.includes(`"msg":"${text}`));
  }

  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.url}${pathAndQuery}`, { ...init, signal: AbortSignal.timeout(20_000) });
  }

  /** Kills the process (SIGKILL: a crash, nothing finishes) and waits for it to be gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** The machine's Redis, under a prefix of this run's own: every key it made is deleted at the end. */
export class RedisPrefix {
  readonly url = 'redis://127.0.0.1:6379';
  // TEST_REDIS_PREFIX lets a developer sharing the machine's Redis keep to a prefix of their own.
  readonly prefix = `${process.env.TEST_REDIS_PREFIX ?? 'manara-test:'}${randomBytes(4).toString('hex')}:`;

  async clean(): Promise<void> {
    const redis = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}

export interface Cluster {
  postgres: PrivatePostgres;
  redis: RedisPrefix;
  /** The media bucket every instance uses (MEDIA_STORE=s3). */
  bucket: TestBucket;
  /** The settings every instance shares (database, Redis, bucket, secret). */
  env: Record<string, string>;
  instances: Instance[];
  /** Starts one more instance with the shared settings (and `extra`), each with a DATA_DIR of its own. */
  start(name: string, extra?: Record<string, string>, entry?: string[]): Promise<Instance>;
  close(): Promise<void>;
}

/** A private PostgreSQL, the machine's Redis under a fresh prefix, a bucket, and no instance yet. */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const postgres = await PrivatePostgres.create();
  const redis = new RedisPrefix();
  const bucket = await startS3rver();
  const dirs: string[] = [];
  const instances: Instance[] = [];
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    JWT_SECRET: CLUSTER_JWT_SECRET,
    ...bucket.env,
    SEED_DEMO: 'false',
    NODE_ENV: 'test',
    ...env,
  };
  return {
    postgres,
    redis,
    bucket,
    env: shared,
    instances,
    async start(name, extra = {}, entry) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `manara-instance-${name}-`));
      dirs.push(dataDir);
      const instance = await Instance.start(name, { ...shared, DATA_DIR: dataDir, ...extra }, entry);
      instances.push(instance);
      return instance;
    },
    async close() {
      await Promise.all(instances.map((i) => i.stop()));
      postgres.close();
      await bucket.close();
      await redis.clean();
      dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
    },
  };
}
