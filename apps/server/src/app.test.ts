import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { bearer, createTestApp, signUpClient, type TestApp, testConfig } from './test/helpers.js';
import { createTestDatabase } from './test/test-database.js';

describe('the running app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="ru"><body>кабинет</body></html>',
    );
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it('reports health once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes every API route with its schemas in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    const expected: Array<[string, string]> = [
      ['/api/client/sign-in', 'post'],
      ['/api/client/sign-up', 'post'],
      ['/api/auth/refresh-token', 'post'],
      ['/api/client/sign-out', 'post'],
      ['/api/client/forgot-password', 'post'],
      ['/api/client/reset-password', 'put'],
      ['/api/client/reset-password/check', 'get'],
      ['/api/client/change-password', 'put'],
      ['/api/client/update-profile', 'put'],
      ['/api/client/my-info', 'get'],
      ['/api/dashboard', 'get'],
      ['/api/promoCode/{promoCode}', 'post'],
      ['/api/client/my-referrals', 'get'],
      ['/api/client/my-referral/transactions/amount', 'get'],
      ['/api/client/referral', 'put'],
      ['/api/health', 'get'],
      ['/api/zones/available', 'get'],
      ['/api/last-mile-operators', 'get'],
      ['/api/delivery-transport', 'get'],
      ['/api/additional-service/e-object-type/{type}', 'get'],
      ['/api/cdek/location/cities', 'get'],
      ['/api/cdek/deliverypoints', 'get'],
      ['/api/pvz/data', 'get'],
      ['/api/dadata/postalUnit', 'get'],
      ['/api/client-address/suggestion', 'get'],
      ['/api/warehouse', 'get'],
      ['/api/client-address/ukr/suggestion', 'get'],
      ['/api/recipient-client-data/idoc-org/suggestion', 'get'],
      ['/api/recipient-client-data/ukr/regions/cl', 'get'],
      ['/api/recipient-client-data/ukr/cities/cl', 'post'],
      ['/api/recipient-client-data/ukr/city/branches/cl', 'post'],
      ['/api/client/my-recipient-data', 'get'],
      ['/api/recipient-client-data/archive', 'get'],
      ['/api/recipient-client-data/token', 'get'],
      ['/api/recipient-client-data/{id}', 'get'],
      ['/api/recipient-client-data/cl', 'post'],
      ['/api/recipient-client-data/cl/{id}', 'put'],
      ['/api/recipient-client-data/cl/{id}', 'delete'],
      ['/api/recipient-client-data/cl/{id}/activate', 'put'],
      ['/api/client/my-addresses', 'get'],
      ['/api/client-address', 'get'],
      ['/api/client-address/archive', 'get'],
      ['/api/client-address/{id}', 'get'],
      ['/api/client-address/cl', 'post'],
      ['/api/client-address/cl/{id}', 'put'],
      ['/api/client-address/cl/{id}', 'delete'],
      ['/api/client-address/cl/{id}/activate', 'put'],
      ['/api/staff/recipients', 'get'],
      ['/api/staff/recipients/counters', 'get'],
      ['/api/staff/recipients/{id}', 'get'],
      ['/api/staff/recipients/{id}/confirm', 'put'],
      ['/api/staff/recipients/{id}/cancel', 'put'],
      ['/api/staff/recipients/{id}/reveal', 'post'],
      ['/api/google-cloud/image', 'post'],
      ['/api/google-cloud/image', 'delete'],
      ['/api/images/{fileName}', 'get'],
      ['/api/client/my-goods', 'get'],
      ['/api/client/my-goods/counters', 'get'],
      ['/api/goods/create', 'post'],
      ['/api/goods/incomingDeclaration/check', 'get'],
      ['/api/goods/cl/{id}', 'get'],
      ['/api/goods/{id}', 'get'],
      ['/api/goods/cl/{id}', 'put'],
      ['/api/goods/cl/{id}', 'delete'],
      ['/api/goods/cl/accept/{id}', 'post'],
      ['/api/goods/cl/return/{id}', 'post'],
      ['/api/goods/return/{id}', 'post'],
      ['/api/goods/cl/photos/approve/{id}', 'post'],
      ['/api/goods/cl/photos/return/{id}', 'post'],
      ['/api/goods/picture/{goodId}', 'delete'],
      ['/api/client/add-good-to-parcel/{parcelId}', 'put'],
      ['/api/client/remove-good-from-parcel/{parcelId}', 'put'],
      ['/api/goods/parcel/{parcelId}', 'get'],
      ['/api/readyGoods/cl', 'post'],
      ['/api/readyGoods', 'get'],
      ['/api/readyGoods/{id}', 'get'],
      ['/api/readyGoods/{id}', 'put'],
      ['/api/readyGoods/goods/{id}', 'put'],
      ['/api/readyGoods/{id}', 'delete'],
      ['/api/staff/warehouse/receive', 'post'],
      ['/api/staff/warehouse/waifs', 'get'],
      ['/api/staff/goods', 'get'],
      ['/api/staff/goods/counters', 'get'],
      ['/api/staff/goods/{id}', 'get'],
      ['/api/staff/goods/{id}/photo-report', 'post'],
      ['/api/staff/goods/{id}/status', 'put'],
      ['/api/ocr', 'post'],
      ['/api/image-recognition', 'post'],
      ['/api/client/top-ups', 'post'],
      ['/api/crypto', 'post'],
      ['/api/client/my-top-ups', 'get'],
      ['/api/client/top-ups/{id}', 'get'],
      ['/api/client/top-ups/{id}/resume', 'post'],
      ['/api/client/top-ups/{id}/cancel', 'post'],
      ['/api/client/payment-providers', 'get'],
      ['/api/payments/notifications/{provider}', 'post'],
      ['/api/crypto/postback/{provider}', 'post'],
      ['/api/staff/top-ups', 'get'],
      ['/api/staff/top-ups/counters', 'get'],
      ['/api/staff/top-ups/{id}/refund', 'post'],
      ['/api/staff/top-ups/{id}/refund/recheck', 'post'],
      ['/api/sandbox/card-payments/{paymentId}', 'get'],
      ['/api/sandbox/card-payments/{paymentId}/pay', 'post'],
      ['/api/sandbox/card-payments/{paymentId}/confirm', 'post'],
      ['/api/sandbox/card-payments/{paymentId}/cancel', 'post'],
      ['/api/sandbox/crypto-invoices/{invoiceId}', 'get'],
      ['/api/sandbox/crypto-invoices/{invoiceId}/{outcome}', 'post'],
      ['/api/currency-rate', 'get'],
      ['/api/calc', 'post'],
      ['/api/calc/cities', 'get'],
      ['/api/calc/pickup-points', 'get'],
      ['/api/insurance-terms', 'get'],
      ['/api/client/my-transactions', 'get'],
      ['/api/client/conversions', 'post'],
      ['/api/client/my-discount', 'get'],
      ['/api/staff/customers', 'get'],
      ['/api/staff/customers/{customerId}', 'get'],
      ['/api/staff/customers/{customerId}/transactions', 'get'],
      ['/api/staff/customers/{customerId}/corrections', 'post'],
      ['/api/staff/currency-rates', 'get'],
      ['/api/staff/currency-rates/{currency}', 'put'],
      ['/api/staff/finance-settings/margin', 'put'],
      ['/api/staff/promo-codes', 'get'],
      ['/api/staff/promo-codes', 'post'],
      ['/api/staff/promo-codes/{id}/deactivate', 'put'],
      ['/api/staff/team/invitations', 'post'],
      // Staff roles and the team (decision 048), the audit trail and four-eyes on money (decision 049).
      ['/api/staff/me', 'get'],
      ['/api/staff/me/language', 'put'],
      ['/api/staff/team', 'get'],
      ['/api/staff/team/{id}/roles', 'put'],
      ['/api/staff/team/{id}/deactivate', 'put'],
      ['/api/staff/team/{id}/activate', 'put'],
      ['/api/staff/audit', 'get'],
      ['/api/staff/audit/export', 'get'],
      ['/api/staff/audit/actors', 'get'],
      ['/api/staff/history/{objectType}/{objectId}', 'get'],
      ['/api/staff/currency-rates/{currency}/history', 'get'],
      ['/api/staff/finance-settings/margin/history', 'get'],
      ['/api/staff/approvals', 'get'],
      ['/api/staff/approvals/{id}/approve', 'post'],
      ['/api/staff/approvals/{id}/reject', 'post'],
      // Labels (decision 063).
      ['/api/staff/goods/labels', 'get'],
      ['/api/staff/parcels/labels', 'get'],
      // Flights and the customs registry (decision 062).
      ['/api/staff/flights', 'get'],
      ['/api/staff/flights', 'post'],
      ['/api/staff/flights/{id}', 'get'],
      ['/api/staff/flights/{id}/parcels', 'post'],
      ['/api/staff/flights/{id}/parcels/{parcelId}', 'put'],
      ['/api/staff/flights/{id}/parcels/{parcelId}', 'delete'],
      ['/api/staff/flights/{id}/check', 'get'],
      ['/api/staff/flights/{id}/ship', 'put'],
      ['/api/staff/flights/{id}/move', 'put'],
      ['/api/staff/flights/{id}/registry', 'get'],
      ['/api/staff/flights/{id}/packing-list', 'get'],
      ['/api/staff/goods/{id}/tnved', 'put'],
      ['/api/staff/goods/{id}/tnved-suggestion', 'get'],
      // The owner's report (decision 065).
      ['/api/staff/reports', 'get'],
      ['/api/staff/read-replica', 'get'],
      ['/api/client/my-parcels', 'get'],
      ['/api/client/my-parcels/counters', 'get'],
      ['/api/parcel/cl', 'post'],
      ['/api/parcel/virtual', 'post'],
      ['/api/parcel/virtual/{parcelId}/goods/{goodsId}', 'put'],
      ['/api/parcel/virtual/{parcelId}/goods/{goodsId}', 'delete'],
      ['/api/parcel/cl/send-on-assembly/{id}', 'put'],
      ['/api/parcel/cl/{id}', 'put'],
      ['/api/parcel/cl/{id}', 'delete'],
      ['/api/parcel/parcelWithStatus', 'get'],
      ['/api/parcel/parcelData/{parcelId}', 'put'],
      ['/api/parcel/archive', 'put'],
      ['/api/parcel/pay/{parcelId}', 'put'],
      ['/api/parcel/tracking', 'get'],
      ['/api/goods', 'get'],
      ['/api/cargo', 'get'],
      ['/api/cargo', 'post'],
      ['/api/cargo/{id}', 'get'],
      ['/api/cargo/{id}', 'delete'],
      ['/api/cargo/pay/{id}', 'put'],
      ['/api/staff/parcels', 'get'],
      ['/api/staff/parcels/counters', 'get'],
      ['/api/staff/parcels/{id}', 'get'],
      ['/api/staff/parcels/{id}/assemble', 'put'],
      ['/api/staff/parcels/{id}/cancel-with-refund', 'put'],
      ['/api/staff/parcels/{id}/insurance-claim', 'post'],
      ['/api/staff/parcels/{id}/start-weighing', 'put'],
      ['/api/staff/parcels/{id}/weigh', 'put'],
      ['/api/staff/parcels/{id}/ship', 'put'],
      ['/api/staff/parcels/move', 'put'],
      ['/api/staff/cargo', 'get'],
      ['/api/staff/cargo/counters', 'get'],
      ['/api/staff/cargo/{id}', 'get'],
      ['/api/staff/cargo/{id}/receive', 'put'],
      ['/api/staff/cargo/{id}/weigh', 'put'],
      ['/api/staff/cargo/{id}/ship', 'put'],
      ['/api/staff/cargo/{id}/cancel', 'put'],
      ['/api/staff/cargo/{id}/cancel-with-refund', 'put'],
      ['/api/client/my-orders', 'get'],
      ['/api/order', 'post'],
      ['/api/order/bulk', 'put'],
      ['/api/order/{orderId}', 'get'],
      ['/api/order/{orderId}', 'put'],
      ['/api/order/orderUnit/price/confirm', 'put'],
      ['/api/order/orderUnit/picture/{lotId}', 'delete'],
      ['/api/readyOrder/cl', 'get'],
      ['/api/readyOrder/cl', 'post'],
      ['/api/readyOrder/cl/order/{orderId}', 'post'],
      ['/api/readyOrder/{orderId}', 'get'],
      ['/api/readyOrder/{orderId}', 'put'],
      ['/api/readyOrder/{orderId}', 'delete'],
      ['/api/staff/orders/lots', 'get'],
      ['/api/staff/orders/lots/{id}', 'get'],
      ['/api/staff/orders/lots/{id}/take', 'put'],
      ['/api/staff/orders/lots/{id}/raise-price', 'put'],
      ['/api/staff/orders/lots/{id}/purchase', 'put'],
      ['/api/staff/orders/lots/{id}/transfer', 'put'],
      ['/api/staff/orders/lots/{id}/cancel', 'put'],
      // The help desk (decision 028).
      ['/api/helpDesk', 'post'],
      ['/api/helpDesk/title', 'get'],
      ['/api/helpDesk/tickets', 'get'],
      ['/api/helpDesk/answers/{ticketId}', 'get'],
      ['/api/helpDesk/answers/{ticketId}', 'post'],
      ['/api/helpDesk/answers/{ticketId}/stream', 'get'],
      ['/api/helpDesk/summary', 'get'],
      ['/api/staff/helpdesk/tickets', 'get'],
      ['/api/staff/helpdesk/tickets/{id}', 'get'],
      ['/api/staff/helpdesk/tickets/{id}/answers', 'post'],
      ['/api/staff/helpdesk/tickets/{id}/status', 'post'],
      ['/api/notifications', 'get'],
      ['/api/notifications/read', 'post'],
      ['/api/notifications/settings', 'get'],
      ['/api/notifications/settings', 'put'],
      ['/api/notifications/telegram/link', 'post'],
      ['/api/notifications/telegram', 'delete'],
      ['/api/storage-terms', 'get'],
      ['/api/telegram/webhook', 'post'],
      ['/api/staff/notifications/dead-letters', 'get'],
      ['/api/staff/notifications/dead-letters/{id}/retry', 'post'],
    ];
    for (const [route, method] of expected) {
      const operation = spec.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(Object.keys(operation.responses ?? {}).length, `${method} ${route} responses`).toBeGreaterThan(
        0,
      );
    }
    expect(
      spec.paths['/api/client/sign-in'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const documented = Object.keys(spec.paths).filter(
      (p) => p.startsWith('/api/') && !p.startsWith('/api/docs'),
    );
    expect(documented.sort()).toEqual([...new Set(expected.map(([p]) => p))].sort());
  });

  it('serves the web app for client routes and a JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/parcels?section=inwork' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('кабинет');
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Не найдено' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('accepts and ignores version=v2', async () => {
    const client = await signUpClient(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info?version=v2',
      headers: bearer(client.token),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers malformed JSON with a Russian 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Некорректный запрос');
  });
});

describe('logs', () => {
  it('carry request ids and never a password, a token, a reset link or passport data', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ logLevel: 'info' }), {
      database,
      logStream: { write: (line: string) => void lines.push(line) },
      mailer: { send: async () => undefined },
    });
    try {
      const password = 'Sup3r-Secret-Pa55';
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/client/sign-up',
        payload: { email: 'logs@example.ru', password, name: 'Лог' },
      });
      const { token, refreshToken } = signUp.json();
      await app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email: 'logs@example.ru', password },
      });
      await app.inject({ method: 'GET', url: '/api/client/my-info', headers: bearer(token) });
      await app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
      await app.inject({
        method: 'PUT',
        url: '/api/client/reset-password?token=reset_SECRETVALUE123',
        payload: { password: 'another-secret' },
      });
      await app.inject({ method: 'GET', url: `/dashboard?token=${token}` });
      const passport = { series: '45 10', number: '918273' };
      const recipient = await app.inject({
        method: 'POST',
        url: '/api/recipient-client-data/cl',
        headers: bearer(token),
        payload: {
          countryCode: 643,
          surname: 'Иванов',
          name: 'Иван',
          middleName: 'Иванович',
          email: 'ivanov@mail.ru',
          phone: '+79991234567',
          inn: '500100732259',
          dateBirthday: '1990-05-01',
          idocSeries: passport.series,
          idocNumber: passport.number,
          idocOrg: 'ГУ МВД России по г. Москве',
          idocDate: '2015-06-01',
        },
      });
      expect(recipient.statusCode).toBe(201);
      await app.inject({
        method: 'GET',
        url: `/api/recipient-client-data/${recipient.json().id}`,
        headers: bearer(token),
      });

      const log = lines.join('\n');
      expect(log).toContain('"reqId"');
      expect(log).toContain('/api/client/my-info');
      for (const secret of [
        password,
        token,
        refreshToken,
        'SECRETVALUE123',
        'another-secret',
        'argon2',
        '918273',
        '500100732259',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('token=***');
    } finally {
      await app.close();
    }
  });
});
