import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

// Filled in by issue 18's work on this file.
export async function readyOrderRoutes(_app: FastifyInstance, _options: { ctx: AppContext }) {}
