import type { FastifyInstance } from 'fastify';

/** The parts of the OpenAPI document the contract tests read. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { type?: string; default?: unknown; maximum?: number; minimum?: number; enum?: unknown[] };
}
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  secured: boolean;
  parameters: Parameter[];
  hasBody: boolean;
  bodySchema: JsonSchema | undefined;
  /** The 200 answer. */
  /** The 200 answer (a creation's 201 is not a list, even in the list shape). */
  okSchema: JsonSchema | undefined;
}
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Document {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export async function readOperations(
  app: FastifyInstance,
): Promise<{ operations: Operation[]; resolve: (s?: JsonSchema) => JsonSchema | undefined }> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema?: JsonSchema): JsonSchema | undefined => {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
      current = schemas[current.$ref.replace('#/components/schemas/', '')];
    }
    return current;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const responses = op.responses as
        Record<string, { content?: Record<string, { schema?: JsonSchema }> }> | undefined;
      const body = op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        hasBody: Boolean(body),
        bodySchema: resolve(body?.content?.['application/json']?.schema),
        okSchema: resolve(responses?.['200']?.content?.['application/json']?.schema),
      });
    }
  }
  return { operations, resolve };
}

/** A list answer: `{ data, totalElements, totalPages, page }` (spec section 9). */
export function isListAnswer(schema: JsonSchema | undefined): boolean {
  const props = schema?.properties;
  return Boolean(props?.data && props.totalElements && props.totalPages && props.page);
}

/** Fills `{name}` path segments and builds the query string. */
export function urlOf(
  path: string,
  params: Record<string, string | number>,
  query: Record<string, string | number>,
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

/** Values for required query parameters that carry no id, so that a call gets past validation. */
export const QUERY_SAMPLES: Record<string, string> = {
  incomingDeclaration: 'YT1000000001',
  address: 'Москва',
  idocOrg: 'москв',
  token: 'not-a-token',
  filename: 'nothing-here.png',
  imageName: 'nothing-here.png',
  // The public calculator's city search.
  country: '643',
  city: 'Са',
  // The owner's report (decision 065): a week by day.
  period: 'day',
  from: '2026-11-09',
  to: '2026-11-15',
};

/** The operation's URL with its path ids and required query parameters from `ids` (or the samples above). */
export function sampleUrl(
  op: Operation,
  ids: Record<string, string | number>,
  query: Record<string, string | number> = {},
): string {
  const required: Record<string, string | number> = {};
  for (const p of op.parameters) {
    if (p.in !== 'query' || !p.required) continue;
    const sample = ids[p.name] ?? QUERY_SAMPLES[p.name];
    if (sample === undefined) throw new Error(`${op.method} ${op.path}: no sample for query ${p.name}`);
    required[p.name] = sample;
  }
  return urlOf(op.path, ids, { ...required, ...query });
}
