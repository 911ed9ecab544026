import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A style with no tiles: a plain background under the pins (the pins are the page's own elements).
 * MAP_STYLE_URL=blank serves it, for tests and for machines that cannot reach a tile server.
 */
export const BLANK_MAP_STYLE = {
  version: 8,
  name: 'blank',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9eef0' } }],
} as const;

/**
 * GET /map/style/: the maps' MapLibre style. The web app always asks here, so the style is chosen by
 * the server's configuration (MAP_STYLE_URL) without rebuilding the app: a redirect to the configured
 * style, or the blank style itself.
 */
const mapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map/style/',
    {
      schema: {
        tags: ['maps'],
        summary: "The maps' MapLibre style: a redirect to MAP_STYLE_URL, or a blank style (MAP_STYLE_URL=blank)",
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      if (app.config.mapStyleUrl === 'blank') return BLANK_MAP_STYLE;
      return reply.redirect(app.config.mapStyleUrl, 302);
    },
  );
};

export default mapsRoutes;
