import { localeFromAcceptLanguage, type Locale } from '@manara/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The response language, from Accept-Language (Arabic by default). */
    locale: Locale;
  }
}

export default fp(async function locale(app: FastifyInstance) {
  app.decorateRequest('locale', 'ar');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
});
