import type { FastifyInstance } from 'fastify';
import { bearer } from './helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 9),
]);

/** The warehouse desk uploads a photo of a good's photo report (multipart, field `file`). */
export function uploadPhotoReport(app: FastifyInstance, staffToken: string, goodId: number) {
  const boundary = '----photo-report';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: `/api/staff/goods/${goodId}/photo-report`,
    headers: { ...bearer(staffToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
