import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';

const configured = {
  demo: false,
  address: {
    title: 'Склад в Иу',
    recipientPrefix: 'SHIP',
    phone: '13800000000',
    region: '浙江省 义乌市',
    street: '福田街道 商城大道 100号',
    postcode: '322000',
    regionRu: 'провинция Чжэцзян, г. Иу',
    streetRu: 'проспект Шанчэн, 100',
  },
};

describe('GET /api/warehouse', () => {
  let trial: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [trial, production] = await Promise.all([createTestApp(), createTestApp({ warehouse: configured })]);
  });
  afterAll(async () => {
    await Promise.all([trial.close(), production.close()]);
  });

  it("answers the configured address with the customer's own code in the recipient and the street", async () => {
    const client = await signUpClient(production.app);
    const response = await call(production.app, 'GET', '/api/warehouse', client.token);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const code = answer.clientCode as string;
    expect(code).toMatch(/^K\d+$/);
    expect(answer).toMatchObject({ title: 'Склад в Иу', demo: false });
    expect(answer.addressRu).toBe('провинция Чжэцзян, г. Иу, проспект Шанчэн, 100');
    expect(answer.lines.map((line: { value: string }) => line.value)).toEqual([
      `SHIP ${code}`,
      '13800000000',
      '浙江省 义乌市',
      `福田街道 商城大道 100号 ${code}`,
      '322000',
    ]);
    expect(answer.text).toContain(`收货人: SHIP ${code}\n`);
    const other = await signUpClient(production.app);
    const theirs = (await call(production.app, 'GET', '/api/warehouse', other.token)).json();
    expect(theirs.clientCode).not.toBe(code);
  });

  it('marks the trial start’s example address as a demo, and asks for a session', async () => {
    const client = await signUpClient(trial.app);
    const answer = (await call(trial.app, 'GET', '/api/warehouse', client.token)).json();
    expect(answer.demo).toBe(true);
    expect(answer.lines[0].value).toBe(`KARGO ${answer.clientCode}`);
    expect((await call(trial.app, 'GET', '/api/warehouse', null)).statusCode).toBe(401);
  });
});
