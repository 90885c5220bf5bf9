import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressLookupQuery,
  addressSuggestionSchema,
  idocOrgLookupQuery,
  issuingAuthoritySchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { readScope } from '../../plugins/authenticate.js';
import { bearerAuth, errors, pageResponse } from '../../http.js';

const secured = { tags: ['lookup'], security: bearerAuth };
const page = (query: { page: number; offset: number }) => ({ page: query.page, size: query.offset });

/** Suggestions while typing: addresses (DaData in production) and passport issuing authorities. */
export async function suggestionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/client-address/suggestion',
    {
      // The seeded suggestions check the session in their one statement.
      config: { checksSessionInQuery: true },
      schema: {
        ...secured,
        summary: 'Подсказки адреса: «город, улица»',
        querystring: addressLookupQuery,
        response: { 200: pageResponse(addressSuggestionSchema), ...errors(400, 401) },
      },
    },
    async (request) =>
      ctx.reference.suggestAddresses(request.query.address, page(request.query), readScope(request, ctx.db)),
  );

  app.get(
    '/api/client-address/ukr/suggestion',
    {
      schema: {
        ...secured,
        summary: 'Подсказки адреса в Украине',
        querystring: addressLookupQuery,
        response: { 200: pageResponse(addressSuggestionSchema), ...errors(400, 401) },
      },
    },
    async (request) => ctx.reference.suggestUkrainianAddresses(request.query.address, page(request.query)),
  );

  app.get(
    '/api/recipient-client-data/idoc-org/suggestion',
    {
      config: { checksSessionInQuery: true },
      schema: {
        ...secured,
        summary: 'Подсказки «Кем выдан паспорт»',
        querystring: idocOrgLookupQuery,
        response: { 200: pageResponse(issuingAuthoritySchema), ...errors(400, 401) },
      },
    },
    async (request) => {
      return ctx.reference.suggestIssuingAuthorities(
        request.query.idocOrg,
        page(request.query),
        readScope(request, ctx.db),
      );
    },
  );
}
