import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addFlightParcelSchema,
  bulkResultSchema,
  createFlightSchema,
  flightCheckSchema,
  flightDetailsSchema,
  flightFileSchema,
  flightParcelParams,
  flightSchema,
  idParams,
  moveFlightSchema,
  PAGE_SIZE_DEFAULT,
  registryQuerySchema,
  updateFlightParcelSchema,
} from '@cargo/domain';
import { PassThrough } from 'node:stream';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageQuery, pageResponse } from '../../http.js';
import { sendPdf } from '../../labels/send-pdf.js';
import { staffActor } from '../../plugins/authenticate.js';
import { addFlightParcel, removeFlightParcel, updateFlightParcel } from './change-parcels.js';
import { checkFlight } from './check-flight.js';
import { createFlight } from './create-flight.js';
import { exportRegistry } from './export-registry.js';
import { flightCard, flightDetails } from './flight-details.js';
import { readFlight } from './flight-row.js';
import { listFlights } from './list-flights.js';
import { moveFlight } from './move-flight.js';
import { packingListPdf } from './packing-list.js';
import { shipFlight } from './ship-flight.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The warehouse's flights (decision 062): make one, fill it by scan, check it, ship it, export its registry. */
export async function flightRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };
  const details = { 200: flightDetailsSchema, ...errors(400, 401, 404, 409) };
  const show = (id: number) => flightDetails(ctx.db, ctx.rates, id);

  app.get(
    '/api/staff/flights',
    {
      schema: {
        ...s,
        summary: 'Рейсы склада, новые первыми, с числом посылок',
        querystring: pageQuery(PAGE_SIZE_DEFAULT),
        response: { 200: pageResponse(flightSchema), ...errors(400, 401) },
      },
    },
    async (request) => listFlights(ctx.readDb, { page: request.query.page, size: request.query.offset }),
  );

  app.post(
    '/api/staff/flights',
    {
      schema: {
        ...s,
        summary: 'Новый рейс: номер (уникальный), перевозчик, плановая дата',
        body: createFlightSchema,
        response: { 201: flightSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const flight = await createFlight(ctx.db, staffActor(request), request.body);
      return reply.status(201).send({ ...flightCard(flight), parcels: 0 });
    },
  );

  app.get(
    '/api/staff/flights/:id',
    {
      schema: {
        ...s,
        summary: 'Рейс: посылки, итоги (посылки, строки товаров, вес брутто, стоимость в евро), шаги рейса',
        params: idParams,
        response: { 200: flightDetailsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => show(request.params.id),
  );

  app.post(
    '/api/staff/flights/:id/parcels',
    {
      schema: {
        ...s,
        summary: 'Добавить в рейс готовую к отправке посылку (40) по номеру или исходящему треку, с треком',
        params: idParams,
        body: addFlightParcelSchema,
        response: details,
      },
    },
    async (request) => {
      await addFlightParcel(ctx.db, staffActor(request), request.params.id, request.body);
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/flights/:id/parcels/:parcelId',
    {
      schema: {
        ...s,
        summary: 'Посылка в рейсе: исходящий трек, отметка об оплате пошлины',
        params: flightParcelParams,
        body: updateFlightParcelSchema,
        response: details,
      },
    },
    async (request) => {
      const { id, parcelId } = request.params;
      await updateFlightParcel(ctx.db, staffActor(request), id, parcelId, request.body);
      return show(id);
    },
  );

  app.delete(
    '/api/staff/flights/:id/parcels/:parcelId',
    {
      schema: { ...s, summary: 'Убрать посылку из рейса', params: flightParcelParams, response: details },
    },
    async (request) => {
      const { id, parcelId } = request.params;
      await removeFlightParcel(ctx.db, staffActor(request), id, parcelId);
      return show(id);
    },
  );

  app.get(
    '/api/staff/flights/:id/check',
    {
      schema: {
        ...s,
        summary: 'Проверка перед отправкой: проблемы каждой посылки',
        params: idParams,
        response: { 200: flightCheckSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => checkFlight(ctx.db, ctx.rates, await readFlight(ctx.db, request.params.id)),
  );

  app.put(
    '/api/staff/flights/:id/ship',
    {
      schema: {
        ...s,
        summary:
          'Отправить рейс: все посылки 40 → 50 с номером рейса в «Реестр», одной транзакцией; с проблемами — 409',
        params: idParams,
        response: details,
      },
    },
    async (request) => {
      await shipFlight(ctx.db, ctx.rates, staffActor(request), request.params.id);
      return show(request.params.id);
    },
  );

  app.put(
    '/api/staff/flights/:id/move',
    {
      schema: {
        ...s,
        summary: 'Следующий шаг всех посылок отправленного рейса (50 → 200 → 350 …)',
        params: idParams,
        body: moveFlightSchema,
        response: { 200: bulkResultSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => moveFlight(ctx.db, staffActor(request), request.params.id, request.body),
  );

  app.get(
    '/api/staff/flights/:id/registry',
    {
      schema: {
        ...s,
        summary: 'Таможенный реестр рейса (строка на товар, паспортные данные получателей): XLSX или CSV',
        params: idParams,
        querystring: registryQuerySchema,
        produces: [XLSX_TYPE, 'text/csv'],
        response: { 200: flightFileSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx';
      let out: PassThrough | undefined;
      try {
        await exportRegistry(
          ctx.db,
          ctx.readDb,
          ctx.rates,
          staffActor(request),
          request.params.id,
          format,
          (name) => {
            out = new PassThrough();
            void reply
              .header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
              .header('Content-Disposition', `attachment; filename="${name}"`)
              .header('Cache-Control', 'no-store')
              .send(out as unknown as string);
            return out;
          },
        );
      } catch (error) {
        if (!out) throw error;
        // The headers are gone: the client sees a broken download, the log says why.
        request.log.error(error);
        out.destroy(error as Error);
      }
      return reply;
    },
  );

  app.get(
    '/api/staff/flights/:id/packing-list',
    {
      schema: {
        ...s,
        summary: 'Упаковочный лист рейса (PDF): посылки, места, вес, итоги, штрихкоды',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: flightFileSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const flight = await readFlight(ctx.db, request.params.id);
      const pdf = await packingListPdf(ctx.readDb, flight.id);
      return sendPdf(reply, pdf, `packing-list-${flight.id}.pdf`);
    },
  );
}
