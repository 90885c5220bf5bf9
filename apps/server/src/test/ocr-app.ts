import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PhotoRecognizer } from '../integrations/ocr/photo-recognizer.js';
import { ocrRoutes } from '../modules/ocr/routes.js';
import { authenticatePlugin } from '../plugins/authenticate.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import type { TestApp } from './helpers.js';

/**
 * The OCR routes on a Fastify of their own, wired as buildApp wires them, over the recognizer a test chooses
 * (buildApp always makes the configured one).
 */
export async function buildOcrApp(t: TestApp, recognizer: PhotoRecognizer): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(authenticatePlugin, { ctx: t.app.ctx });
  await app.register(ocrRoutes, { ctx: t.app.ctx, recognizer });
  await app.ready();
  return app;
}
