import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

/**
 * Opens a raw connection, sends `data` and never anything more; resolves with how long the server
 * kept the connection open (null if it was still open after `giveUpMs`) and what it answered.
 */
function sendAndGoSilent(port: number, data: string, giveUpMs: number): Promise<{ openMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ openMs: null, answer });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ openMs: performance.now() - started, answer });
    });
  });
}

describe('connection time limits (small values for the test)', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({
      timeouts: { headersMs: 400, requestMs: 1500, idleMs: 800, keepAliveMs: 300, checkIntervalMs: 100 },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('closes a connection that sends half its headers and goes silent', async () => {
    const { openMs } = await sendAndGoSilent(port, 'GET /health/live HTTP/1.1\r\nHost: localhost\r\nX-Half: ', 5000);
    expect(openMs).not.toBeNull();
    expect(openMs!).toBeLessThan(1500);
  });

  it('closes a connection that sends half its body and goes silent', async () => {
    const request =
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';
    const { openMs } = await sendAndGoSilent(port, request, 5000);
    expect(openMs).not.toBeNull();
    expect(openMs!).toBeLessThan(2500);
  });

  it('closes an idle kept-alive connection after the keep-alive time', async () => {
    const { openMs, answer } = await sendAndGoSilent(port, 'GET /health/live HTTP/1.1\r\nHost: localhost\r\n\r\n', 5000);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(openMs).not.toBeNull();
    expect(openMs!).toBeLessThan(2500);
  });
});
