import type { FastifyInstance } from 'fastify';
import type { DeskStages } from './desk-stages.js';

/** One staff change as the sweep makes it, and the audit row it must leave. */
export interface StaffChange {
  /** The path with its ids filled. */
  url: string;
  /** Its JSON body, or `upload` for a multipart image. */
  body?: unknown;
  upload?: true;
  action: string;
  objectType: string;
  /** The object's id, or how to read it from the answer (an object the call creates). */
  objectId: number | string | ((answer: Record<string, unknown>) => unknown);
}

export interface ChangeContext {
  app: FastifyInstance;
  staff: string;
  stages: DeskStages;
}

export type Setup = (h: ChangeContext) => Promise<StaffChange>;

/** The reason the sweep's changes give. */
export const REASON = 'Проверка журнала действий';
