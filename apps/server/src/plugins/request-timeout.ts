import { errorMessage } from '@manara/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Ends the request if its body has not arrived by the short limit; cleared once it may take longer. */
    bodyDeadline: NodeJS.Timeout | null;
  }
}

/**
 * The short time limit for receiving a request (`ms`, about 30 s). The server's own `requestTimeout`
 * is the long one, for uploads (a 50 MB video on a weak uplink); every other request must have arrived
 * whole within `ms`, or it is answered 408 and its connection closed, so a slow body cannot hold a
 * connection for minutes. A multipart request that reaches a route reading multipart (a listing's,
 * hero's or project's form) keeps the long limit: the route streams it. Any request answered before its
 * body has arrived (a 401, a refused form) closes its connection instead of waiting for the rest.
 */
export default fp(async function requestTimeout(app: FastifyInstance, opts: { ms: number }) {
  app.decorateRequest('bodyDeadline', null);
  const clear = (request: FastifyRequest) => {
    if (request.bodyDeadline) clearTimeout(request.bodyDeadline);
    request.bodyDeadline = null;
  };

  // `complete` is the HTTP parser's; requests injected in-process (tests, page rendering) have none.
  const arriving = (request: FastifyRequest) => request.raw.complete === false;

  app.addHook('onRequest', async (request, reply) => {
    if (!arriving(request)) return;
    request.bodyDeadline = setTimeout(() => {
      request.bodyDeadline = null;
      const socket = request.raw.socket;
      if (!arriving(request) || socket.destroyed || reply.raw.headersSent) return;
      const body = JSON.stringify({ detail: errorMessage('request_timeout', request.locale), code: 'request_timeout' });
      socket.end(
        'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      socket.once('finish', () => socket.destroy());
    }, opts.ms).unref();
  });
  // By now a JSON body has been read; a multipart one is left for a route that streams it.
  app.addHook('preValidation', async (request) => {
    if (typeof request.isMultipart === 'function' && request.isMultipart()) clear(request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (arriving(request)) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => clear(request));
});
