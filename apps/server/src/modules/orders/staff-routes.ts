import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  staffCancelLotSchema,
  staffLotResultSchema,
  staffLotSchema,
  staffLotsQuerySchema,
  staffLotsSchema,
  staffPurchaseSchema,
  staffRaisePriceSchema,
  staffTransferSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { staffActor } from '../../plugins/authenticate.js';
import { cancelLotByStaff } from './cancel-lot-by-staff.js';
import { commissionPercentOf } from './commission.js';
import { listDeskLots } from './list-desk-lots.js';
import { deskLot } from './staff-lot-view.js';
import { purchaseLot } from './purchase-lot.js';
import { raiseLotPrice } from './raise-lot-price.js';
import { takeLot } from './take-lot.js';
import { transferLotToGoods } from './transfer-lot-to-goods.js';

/**
 * The buyer's desk: the queue of lots by status, taking a lot, a higher price for the customer to confirm, the
 * purchase at the real price (a lower one refunded), the hand-over to the warehouse's goods, and a cancellation
 * with everything held refunded.
 */
export async function orderStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const s = { tags: ['staff'], security: bearerAuth };
  const lotStep = { ...s, params: idParams };
  const stepAnswers = { 200: staffLotResultSchema, ...errors(400, 401, 404, 409) };
  // The configured commission, the same the customer's order is priced at (a lot not yet sent shows it).
  const percent = () => commissionPercentOf(ctx.config);

  app.get(
    '/api/staff/orders/lots',
    {
      schema: {
        ...s,
        summary:
          'Лоты выкупа по статусу (по умолчанию ждущие выкупа), дольше ждущие первыми, и их число по статусам',
        querystring: staffLotsQuerySchema,
        response: { 200: staffLotsSchema, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { statusId, page, offset, q } = request.query;
      return listDeskLots(ctx.readDb, { statusId, page, size: offset, q }, percent());
    },
  );

  app.get(
    '/api/staff/orders/lots/:id',
    {
      schema: {
        ...lotStep,
        summary: 'Лот выкупа любого клиента (страница лота)',
        response: { 200: staffLotSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => deskLot(ctx.db, request.params.id, percent()),
  );

  app.put(
    '/api/staff/orders/lots/:id/take',
    { schema: { ...lotStep, summary: 'Взять лот в работу', response: stepAnswers } },
    async (request) => takeLot(ctx.db, staffActor(request), request.params.id, percent()),
  );

  app.put(
    '/api/staff/orders/lots/:id/raise-price',
    {
      schema: {
        ...lotStep,
        summary: 'Цена в магазине выше оплаченной: отправить клиенту на согласование (50 → 20)',
        body: staffRaisePriceSchema,
        response: stepAnswers,
      },
    },
    async (request) => raiseLotPrice(ctx.db, staffActor(request), request.params.id, request.body, percent()),
  );

  app.put(
    '/api/staff/orders/lots/:id/purchase',
    {
      schema: {
        ...lotStep,
        summary: 'Лот выкуплен по реальной цене, разница возвращается клиенту (50 → 40)',
        body: staffPurchaseSchema,
        response: stepAnswers,
      },
    },
    async (request) => purchaseLot(ctx.db, staffActor(request), request.params.id, request.body, percent()),
  );

  app.put(
    '/api/staff/orders/lots/:id/transfer',
    {
      schema: {
        ...lotStep,
        summary: 'Передать выкупленный лот в товары клиента с китайским трек-номером (40 → 60)',
        body: staffTransferSchema,
        response: stepAnswers,
      },
    },
    async (request) =>
      transferLotToGoods(
        ctx.db,
        staffActor(request),
        request.params.id,
        request.body.chineseTrack,
        percent(),
      ),
  );

  app.put(
    '/api/staff/orders/lots/:id/cancel',
    {
      schema: {
        ...lotStep,
        summary: 'Отменить лот с причиной, вся оплата возвращается клиенту (50, 20 → 30)',
        body: staffCancelLotSchema,
        response: stepAnswers,
      },
    },
    async (request) =>
      cancelLotByStaff(ctx.db, staffActor(request), request.params.id, request.body.reason, percent()),
  );
}
