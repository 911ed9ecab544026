import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createTestUser } from '../test/factories';

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

/**
 * Sends the head, then the body one byte every `stepMs` (never idle long enough for the idle limit);
 * resolves with what the server answered and how much of the body it took before closing.
 */
function dribble(port: number, head: string, body: string, stepMs: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, stepMs);
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    // Once the whole body is out, the answer is awaited, then the connection let go.
    const done = setInterval(() => {
      if (sent === body.length && answer.includes('\r\n\r\n')) {
        clearInterval(done);
        setTimeout(() => socket.destroy(), 100);
      }
    }, 20);
  });
}

describe('the long limit is for uploads only (small values for the test)', () => {
  let ctx: TestContext;
  let port: number;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext({
      timeouts: { headersMs: 500, requestMs: 600, uploadRequestMs: 20_000, idleMs: 5000, keepAliveMs: 300, checkIntervalMs: 100 },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
    auth = (await createTestUser(ctx)).headers;
  });

  it('cuts a JSON body that trickles in past the short limit with a translated 408', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(40) });
    const head = `POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, sent } = await dribble(port, head, body, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"detail":"The request took too long to arrive. Please try again.","code":"request_timeout"}');
    expect(sent).toBeLessThan(body.length);
  });

  it('lets an upload trickle in for longer than that: the form is read to its end and answered', async () => {
    const boundary = 'slowform';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA flat sent over a weak connection\r\n--${boundary}--\r\n`;
    const head =
      `POST /api/v1/realty/properties/ HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nAuthorization: ${auth.authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    // About 2.5 s, four times the short limit.
    const { answer, sent } = await dribble(port, head, body, 2500 / body.length);
    expect(sent).toBe(body.length);
    // Read whole and validated: the other fields are missing.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"validation_error"');
  });

  it('closes the connection of an upload refused before its body arrived, instead of waiting for the rest', async () => {
    const body = `--x\r\nContent-Disposition: form-data; name="title"\r\n\r\n${'a'.repeat(200)}\r\n--x--\r\n`;
    const head = `POST /api/v1/realty/properties/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, sent } = await dribble(port, head, body, 20);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(sent).toBeLessThan(body.length);
  });
});

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
