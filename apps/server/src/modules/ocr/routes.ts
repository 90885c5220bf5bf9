import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GOOD_MESSAGES, recognizedGoodAnswerSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorResponse, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { PhotoRecognizer } from '../../integrations/ocr/photo-recognizer.js';
import { createCustomerReadings } from './customer-readings.js';
import { imageTooLarge, readOrderPhoto } from './read-order-photo.js';

/** 5 MB of image is ~6.7 MB of base64; the rest is room for a `data:` prefix and the JSON around it. */
export const OCR_BODY_LIMIT = 8 * 1024 * 1024;

const photoBody = z.object({
  mimeType: z.string({ error: GOOD_MESSAGES.photoType }).max(100, GOOD_MESSAGES.photoType),
  data: z.string({ error: GOOD_MESSAGES.noFile }).min(1, GOOD_MESSAGES.noFile),
});

/** A body over the route's limit gets the photo helper's own message, not the generic one, and is not read. */
async function refuseOversizedBody(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > OCR_BODY_LIMIT) throw imageTooLarge();
}

/**
 * The photo helper: a screenshot or photo of a Chinese shop's order in, the good form's fields out.
 * `/api/image-recognition` is the spec's second recognition call with the same request and answer.
 */
export async function ocrRoutes(
  fastify: FastifyInstance,
  { recognizer }: { ctx: AppContext; recognizer: PhotoRecognizer },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const readings = createCustomerReadings();

  for (const url of ['/api/ocr', '/api/image-recognition']) {
    app.post(
      url,
      {
        bodyLimit: OCR_BODY_LIMIT,
        onRequest: refuseOversizedBody,
        // Each photo keeps a core busy for about a second.
        config: {
          rateLimit: {
            max: 30,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => `ocr:${request.currentUser?.id ?? request.ip}`,
          },
        },
        schema: {
          tags: ['ocr'],
          summary: 'Фото-помощник: заполнить товар по скриншоту заказа (JPG, JPEG, PNG до 5 МБ, base64)',
          security: bearerAuth,
          body: photoBody,
          response: {
            200: recognizedGoodAnswerSchema,
            ...errors(400, 401, 413, 415, 429),
            422: errorResponse,
          },
        },
      },
      async (request) => ({
        status: 'OK' as const,
        result: await readOrderPhoto(recognizer, request.body, {
          log: request.log,
          reader: { customerId: currentUser(request).id, readings },
        }),
      }),
    );
  }
}
