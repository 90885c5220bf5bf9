import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** The help desk's HTTP (decision 028): the customer's calls, the live stream of answers and the staff desk. */
export async function helpdeskRoutes(_app: FastifyInstance, _options: { ctx: AppContext }) {}
