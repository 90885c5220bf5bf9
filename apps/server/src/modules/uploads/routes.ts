import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedImageSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { imageUrl } from './image-url.js';
import { readUploadedFile } from './read-upload.js';
import { deleteOwnImage } from './delete-own-image.js';
import { findUpload, imageNotFound } from './find-upload.js';
import { storeImage } from './store-image.js';

/** An image's bytes (sent as they are, never serialised). */
const imageBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

export async function uploadRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/google-cloud/image',
    {
      config: { staffToo: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary:
          'Загрузка изображения (multipart, поле file); purpose=good — фото товара до 2 МБ, иначе до 5 МБ',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(['good', 'image']).default('image') }),
        response: { 201: uploadedImageSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const purpose = request.query.purpose;
      const data = await readUploadedFile(request, purpose);
      const stored = await storeImage(ctx.db, ctx.storage, currentUser(request).id, data, purpose);
      return reply.status(201).send({ ...stored, url: imageUrl(stored.fileName) });
    },
  );

  app.delete(
    '/api/google-cloud/image',
    {
      config: { staffToo: true },
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Удаление своего изображения',
        security: bearerAuth,
        querystring: z.object({ filename: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteOwnImage(ctx.db, ctx.storage, currentUser(request).id, request.query.filename);
      return reply.status(204).send(null);
    },
  );

  // Served by an unguessable generated name, so <img> tags work without a bearer header.
  app.get(
    '/api/images/:fileName',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Изображение по его имени',
        params: z.object({ fileName: z.string().regex(/^[a-z0-9-]+\.(jpg|png)$/) }),
        response: {
          200: {
            description: 'Файл изображения',
            content: { 'image/jpeg': { schema: imageBytes }, 'image/png': { schema: imageBytes } },
          },
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const upload = await findUpload(ctx.db, request.params.fileName);
      const data = upload ? await ctx.storage.get(upload.fileName) : null;
      if (!upload || !data) throw imageNotFound();
      return reply
        .header('Content-Type', upload.mimeType)
        .header('Content-Disposition', `inline; filename="${upload.fileName}"`)
        .header('Cache-Control', 'private, max-age=86400')
        .send(data);
    },
  );
}
