import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  additionalServiceSchema,
  addressSuggestionSchema,
  cdekCitySchema,
  countrySchema,
  deliveryTariffSchema,
  issuingAuthoritySchema,
  namedRefSchema,
  pickupPointSchema,
  ukraineBranchSchema,
  ukraineCitySchema,
} from '@cargo/domain';
import { LAST_MILE_OPERATOR, pickupPointScope, TARIFF } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, pageResponse, wholeList } from '../../http.js';
import { UKRAINE_REGIONS } from './data/ukraine.js';
import { findTariff, listAdditionalServices, listCountries, listOperators, listTariffs } from './service.js';

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const listQuery = z.object({ offset: z.coerce.number().int().min(1).max(100000).default(100) });
const textQuery = (name: string) => z.object({ [name]: z.string().max(200).default('') });

/** Catalogues anyone may read: countries, operators, tariffs, additional services. */
export async function referenceRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/zones/available',
    {
      schema: {
        tags: ['reference'],
        summary: 'Страны доставки',
        response: { 200: pageResponse(countrySchema) },
      },
    },
    async () => wholeList(await listCountries(ctx.db)),
  );

  app.get(
    '/api/last-mile-operators',
    {
      schema: {
        tags: ['reference'],
        summary: 'Службы доставки по стране получателя',
        response: { 200: pageResponse(namedRefSchema) },
      },
    },
    async () => wholeList(await listOperators(ctx.db)),
  );

  app.get(
    '/api/delivery-transport',
    {
      schema: {
        tags: ['reference'],
        summary: 'Тарифы международной доставки',
        querystring: listQuery.extend({
          countryId: z.coerce.number().int().optional(),
          isDangerous: booleanQuery.optional(),
        }),
        response: { 200: pageResponse(deliveryTariffSchema) },
      },
    },
    async (request) =>
      wholeList(
        (
          await listTariffs(ctx.db, {
            countryCode: request.query.countryId,
            dangerousOnly: request.query.isDangerous,
          })
        ).slice(0, request.query.offset),
      ),
  );

  app.get(
    '/api/additional-service/e-object-type/:type',
    {
      schema: {
        tags: ['reference'],
        summary: 'Дополнительные услуги для товара, посылки или заказа',
        params: z.object({ type: z.enum(['GOODS', 'PARCEL', 'ORDER']) }),
        response: { 200: pageResponse(additionalServiceSchema), ...errors(400) },
      },
    },
    async (request) => wholeList(await listAdditionalServices(ctx.db, request.params.type)),
  );
}

/** Lookups served by paid providers in production (CDEK, DaData): for signed-in customers only. */
export async function lookupRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const secured = { security: bearerAuth };

  app.get(
    '/api/cdek/location/cities',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Города СДЭК по кодам стран (RU, BY) и началу названия',
        ...secured,
        querystring: listQuery.extend({
          country_codes: z.string().default('RU'),
          city: z.string().max(100).optional(),
        }),
        response: { 200: pageResponse(cdekCitySchema), ...errors(401) },
      },
    },
    async (request) =>
      wholeList(
        await ctx.reference.cities({
          countryIso2s: request.query.country_codes
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
          prefix: request.query.city,
          limit: Math.min(request.query.offset, 500),
        }),
      ),
  );

  app.get(
    '/api/cdek/deliverypoints',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Пункты выдачи СДЭК в городе',
        ...secured,
        querystring: z.object({ city_code: z.coerce.number().int().positive() }),
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 401) },
      },
    },
    async (request) =>
      wholeList(
        await ctx.reference.pickupPoints({
          operatorIds: [LAST_MILE_OPERATOR.CDEK],
          cityCode: request.query.city_code,
        }),
      ),
  );

  app.get(
    '/api/pvz/data',
    {
      schema: {
        tags: ['lookup'],
        summary:
          'Пункты выдачи собственной сети (для тарифа 114 — партнёрской, для «DP Беларусь» — СДЭК в Беларуси)',
        ...secured,
        querystring: z.object({
          deliveryTransportId: z.coerce.number().int().optional(),
          city_code: z.coerce.number().int().positive().optional(),
          operatorId: z.coerce.number().int().optional(),
        }),
        response: { 200: pageResponse(pickupPointSchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      const { deliveryTransportId, city_code: cityCode, operatorId } = request.query;
      const tariffRow = deliveryTransportId ? await findTariff(ctx.db, deliveryTransportId) : null;
      const scope = pickupPointScope(tariffRow ? { id: tariffRow.id, title: tariffRow.title } : null);
      let operatorIds = [operatorId ?? LAST_MILE_OPERATOR.OWN_PICKUP];
      if (deliveryTransportId === TARIFF.PARTNER_NETWORK) operatorIds = [LAST_MILE_OPERATOR.PARTNER_NETWORK];
      if (scope.operators) operatorIds = scope.operators;
      return wholeList(
        await ctx.reference.pickupPoints({
          operatorIds,
          cityCode,
          countryCode: scope.countryCode ?? undefined,
        }),
      );
    },
  );

  app.get(
    '/api/dadata/postalUnit',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Почтовые отделения по адресу, городу или индексу',
        ...secured,
        querystring: textQuery('address'),
        response: { 200: pageResponse(pickupPointSchema), ...errors(401) },
      },
    },
    async (request) => wholeList(await ctx.reference.postOffices(String(request.query.address), 50)),
  );

  app.get(
    '/api/client-address/suggestion',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Подсказки адреса: «город, улица»',
        ...secured,
        querystring: textQuery('address'),
        response: { 200: pageResponse(addressSuggestionSchema), ...errors(401) },
      },
    },
    async (request) => wholeList(await ctx.reference.suggestAddresses(String(request.query.address), 10)),
  );

  app.get(
    '/api/client-address/ukr/suggestion',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Подсказки адреса в Украине',
        ...secured,
        querystring: textQuery('address'),
        response: { 200: pageResponse(addressSuggestionSchema), ...errors(401) },
      },
    },
    async (request) =>
      wholeList(await ctx.reference.suggestUkrainianAddresses(String(request.query.address), 10)),
  );

  app.get(
    '/api/recipient-client-data/idoc-org/suggestion',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Подсказки «Кем выдан паспорт»',
        ...secured,
        querystring: textQuery('idocOrg'),
        response: { 200: pageResponse(issuingAuthoritySchema), ...errors(401) },
      },
    },
    async (request) =>
      wholeList(await ctx.reference.suggestIssuingAuthorities(String(request.query.idocOrg), 10)),
  );

  app.get(
    '/api/recipient-client-data/ukr/regions/cl',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Области Украины',
        ...secured,
        response: { 200: pageResponse(namedRefSchema), ...errors(401) },
      },
    },
    async () => wholeList(UKRAINE_REGIONS.map(({ id, name }) => ({ id, name }))),
  );

  app.post(
    '/api/recipient-client-data/ukr/cities/cl',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Города области Украины',
        ...secured,
        body: z.object({ region: z.union([z.string(), z.number()]) }),
        response: {
          200: pageResponse(ukraineCitySchema),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const wanted = String(request.body.region);
      const region = UKRAINE_REGIONS.find((r) => String(r.id) === wanted || r.name === wanted);
      return wholeList(
        (region?.cities ?? []).map((name, index) => ({
          id: region!.id * 100 + index,
          name,
          region: region!.name,
        })),
      );
    },
  );

  app.post(
    '/api/recipient-client-data/ukr/city/branches/cl',
    {
      schema: {
        tags: ['lookup'],
        summary: 'Отделения в городе Украины',
        ...secured,
        body: z.object({ city: z.string().min(1) }),
        response: {
          200: pageResponse(ukraineBranchSchema),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const known = UKRAINE_REGIONS.some((r) => r.cities.includes(request.body.city));
      if (!known) return wholeList([]);
      const base = [...request.body.city].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
      return wholeList(
        [1, 2, 3].map((number) => ({
          id: base * 10 + number,
          number,
          address: `${request.body.city}, отделение №${number}`,
          city: request.body.city,
        })),
      );
    },
  );
}
