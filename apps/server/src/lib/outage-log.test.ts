import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutageLog } from './outage-log';

describe('outage log', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the first failure, then one line per interval with the count, then one when failures stop', () => {
    vi.useFakeTimers();
    const lines: { msg: string; failures?: number }[] = [];
    const record = (fields: { failures?: number }, msg: string) => lines.push({ msg, failures: fields.failures });
    const log = { error: record, warn: record } as unknown as FastifyBaseLogger;
    const outage = new OutageLog(log, 'database', 'answering 503', 10_000);

    for (let i = 0; i < 500; i++) outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(outage.ongoing).toBe(true);
    for (let i = 0; i < 120; i++) outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 7; i++) outage.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(60_000);

    expect(lines.map((l) => [l.msg, l.failures])).toEqual([
      ['database unavailable: answering 503', undefined],
      ['database still unavailable: 619 failures in the last 10 s', 619],
      ['database still unavailable: 7 failures in the last 10 s', 7],
      ['database answering again: no failure in 10 s (627 during the outage)', 627],
    ]);
    expect(outage.ongoing).toBe(false);
  });
});
