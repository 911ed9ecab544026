import { errorBody } from '@manara/shared';
import type { FastifyInstance } from 'fastify';

/** The answers every /admin/ route may give a caller who is not staff. */
export const denied = { 401: errorBody, 403: errorBody };

/**
 * Makes a plugin's routes staff only: 401 signed out, 403 for everyone else, checked against the user
 * row before the body is read or validated (a visitor learns nothing of what a route takes), and
 * never stored by a browser or proxy.
 */
export function staffOnly(app: FastifyInstance) {
  app.addHook('preValidation', app.requireStaff);
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'private, no-store'));
}
