import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Deletes dead refresh-token rows (see AuthService.sweepSessions) once the app is ready, then every
 * `intervalMs`. The timer does not keep the process alive and stops when the app closes.
 */
export default fp(async function sessionSweep(app: FastifyInstance, options: { intervalMs: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running ??= app.services.auth
      .sweepSessions()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'swept expired and revoked refresh tokens');
      })
      .catch((err: unknown) => app.log.error({ err }, 'refresh token sweep failed'))
      .finally(() => (running = undefined)));

  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(sweep, options.intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
