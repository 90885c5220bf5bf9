import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type OpenApiDocument, tidyDocument } from './openapi-document.js';

/** The OpenAPI tag of each module's operations (its directory's name), with what it covers. */
export const MODULE_TAGS = {
  health: 'Состояние сервиса',
  auth: 'Вход, регистрация, сессии, сотрудники',
  profile: 'Профиль клиента и рефералы',
  dashboard: 'Сводка личного кабинета',
  finance: 'Баланс, пополнения, конвертация, операции',
  reference: 'Справочники, тарифы и калькулятор',
  recipients: 'Получатели',
  addresses: 'Адреса доставки',
  uploads: 'Файлы и изображения',
  goods: 'Товары и склад',
  parcels: 'Посылки',
  cargo: 'Карго',
  orders: 'Заказы на выкуп',
  helpdesk: 'Обращения в поддержку',
  notifications: 'Уведомления',
  audit: 'Журнал действий сотрудников',
  reports: 'Отчёты владельца: товары, посылки, деньги, обращения',
  approvals: 'Подтверждения вторым сотрудником',
  flights: 'Рейсы склада и таможенный реестр',
  ocr: 'Распознавание фото',
  sandbox: 'Тестовые кассы пробного запуска',
} as const;
export type ModuleTag = keyof typeof MODULE_TAGS;

/** A module's routes plugin whose operations all carry the module's tag in the OpenAPI document. */
export function taggedWith<Options>(
  tag: ModuleTag,
  routes: (app: FastifyInstance, options: Options) => Promise<void>,
): (app: FastifyInstance, options: Options) => Promise<void> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema = { ...route.schema, tags: [tag] };
    });
    await routes(app, options);
  };
}

/** OpenAPI 3.1 generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Личный кабинет: API',
        description: 'API личного кабинета сервиса доставки товаров из Китая.',
        version: '1.0.0',
      },
      // Paths carry their /api prefix: the API is served from the site's own origin.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      tidyDocument(jsonSchemaTransformObject(document) as OpenApiDocument, MODULE_TAGS) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
