import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { openApiAjv } from '../test/contract/contract-check.js';

type Schema = Record<string, unknown>;
interface Media {
  content?: Record<string, { schema?: Schema }>;
}
interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; schema?: Schema }>;
        requestBody?: Media;
        responses?: Record<string, Media>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

const BASE = 'https://cabinet.invalid/openapi.json';

/**
 * Every schema of the OpenAPI document compiles in a standard JSON Schema validator: Ajv in strict mode with
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) and the standard formats. The components are one schema resource
 * (`$defs`) that the operations' schemas refer to.
 */
describe('the OpenAPI document in a JSON Schema validator', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  }, 120_000);
  afterAll(() => t.close());

  const rebased = (schema: unknown, prefix: string) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${prefix}#/$defs/`)) as Schema;

  it('is OpenAPI 3.1 and each request, parameter and answer schema compiles in strict Ajv 2020', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const ajv = openApiAjv({ strict: true });
    ajv.addSchema({ $id: BASE, $defs: rebased(doc.components.schemas, '') });
    const failures: string[] = [];
    let compiled = 0;
    let tried = 0;
    const compile = (where: string, schema: Schema | undefined) => {
      if (!schema) return;
      tried += 1;
      try {
        ajv.compile({ $id: `${BASE}/${tried}`, ...rebased(schema, BASE) });
        compiled += 1;
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message}`);
      }
    };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) compile(`${name} parameter ${p.name}`, p.schema);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
          compile(`${name} body ${type}`, media.schema);
        }
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          for (const [type, media] of Object.entries(response.content ?? {})) {
            compile(`${name} ${status} ${type}`, media.schema);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(500);
    // About 1 400 schemas: some 25 s alone, longer beside other test files.
  }, 180_000);
});
