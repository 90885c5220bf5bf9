import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF as it is (Fastify writes a Buffer untouched, past the answer serialiser): `inline`, so that a click
 * at the desk opens it in the browser's viewer, ready to print.
 */
export function sendPdf(reply: Pick<FastifyReply, 'header'>, pdf: Buffer, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
