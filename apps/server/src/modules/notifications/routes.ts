import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

/** Notifications' HTTP (decision 029): the customer's events and settings, the bot's webhook, the dead letters. */
export async function notificationsRoutes(_app: FastifyInstance, _options: { ctx: AppContext }) {}
