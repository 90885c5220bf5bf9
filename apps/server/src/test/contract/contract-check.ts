import { createRequire } from 'node:module';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';

// ajv-formats is CommonJS, its plugin the module itself.
const addFormats = createRequire(import.meta.url)('ajv-formats') as FormatsPlugin;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) with the standard formats. */
export function openApiAjv(options: ConstructorParameters<typeof Ajv2020>[0] = {}): Ajv2020 {
  // Type arrays (`type: ['number', 'string']`, a money field that takes both) are plain JSON Schema.
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  return ajv;
}

export interface ContractCheck {
  /** The app whose `inject` validates each request and answer against the OpenAPI document. */
  app: FastifyInstance;
  /** What did not match, one line each: the call and the validator's words. */
  violations: string[];
  /** The operations called, by operationId. */
  operationIds: Set<string>;
  /** What is wrong with this JSON answer of the operation, by the document (for checking the check). */
  answerProblems(operationId: string, status: number, body: unknown): string[];
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

type Headers = Record<string, string>;

function lowerCased(headers: unknown): Headers {
  const out: Headers = {};
  for (const [key, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) out[key.toLowerCase()] = String(value);
  }
  return out;
}

function parsedJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Wraps `app.inject` so that every call is checked by openapi-backend (its router and Ajv validators, here with
 * JSON Schema 2020-12 and formats) against the document the app serves: the path and method exist, the query,
 * path, headers and JSON body are declared, the status is declared and the JSON answer matches its schema.
 */
export async function contractCheck(app: FastifyInstance): Promise<ContractCheck> {
  const definition = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  const api = new OpenAPIBackend({
    definition,
    validate: true,
    // Its own check of the document (a 3.0 meta-schema that refuses 3.1's type arrays) is left to Redocly and
    // Spectral (`npm run lint:openapi`); the validators compile lazily, each on first use.
    quick: true,
    customizeAjv: (_ajv, options) => openApiAjv({ ...options, strict: false }),
  });
  await api.init();
  const violations: string[] = [];
  const operationIds = new Set<string>();

  async function checkedInject(given: InjectOptions | string): Promise<LightMyRequestResponse> {
    const options = typeof given === 'string' ? { url: given } : given;
    const response = await app.inject(options);
    const method = String(options.method ?? 'GET').toLowerCase();
    const [path = '', search = ''] = String(options.url ?? '').split('?');
    const headers = lowerCased(options.headers);
    const multipart = headers['content-type']?.startsWith('multipart/') ?? false;
    const payload = options.payload ?? options.body;
    const body = typeof payload === 'string' ? parsedJson(payload) : multipart ? undefined : payload;
    const request = {
      method,
      path,
      query: Object.fromEntries(new URLSearchParams(search)),
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body,
    };
    const name = `${method.toUpperCase()} ${path}`;
    const operation = api.router.matchOperation(request);
    if (!operation) {
      violations.push(`${name}: no operation in the document`);
      return response;
    }
    operationIds.add(operation.operationId ?? name);
    if (body !== undefined && !operation.requestBody) {
      violations.push(`${name} request: a body the document does not declare`);
    }
    const requestErrors = (api.validator.validateRequest(request, operation).errors ?? []).filter(
      // A multipart file is not JSON: its parts are checked by the route itself.
      (error) => !(multipart && error.instancePath.startsWith('/requestBody')),
    );
    for (const error of requestErrors) {
      violations.push(
        `${name} request ${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
      );
    }
    const answer = {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
    };
    const problems = answerProblems(operation, { ...answer, body: response.body });
    violations.push(...problems.map((problem) => `${name} ${problem}`));
    return response;
  }

  /** What is wrong with an answer of the operation, by the document (the body as text, as sent). */
  function answerProblems(operation: Operation, answer: Answer): string[] {
    const status = String(answer.status);
    const declared = operation.responses?.[status] as { content?: Record<string, unknown> } | undefined;
    if (!declared) return [`${status} is not declared`];
    if (!declared.content)
      return answer.body === '' ? [] : [`${status}: a body the document does not declare`];
    if (answer.contentType.startsWith('application/json')) {
      const result = api.validator.validateResponse(parsedJson(answer.body), operation, answer.status);
      return (result.errors ?? []).map(
        (error) => `${status} answer ${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
      );
    }
    const types = Object.keys(declared.content);
    return types.some((type) => answer.contentType.startsWith(type))
      ? []
      : [`${status} sent as ${answer.contentType}, declared as ${types.join(', ')}`];
  }

  const checked = new Proxy(app, {
    get(target, property, receiver) {
      if (property === 'inject') return checkedInject;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    app: checked,
    violations,
    operationIds,
    answerProblems: (operationId, status, body) => {
      const operation = api.router.getOperation(operationId);
      if (!operation) throw new Error(`no operation ${operationId}`);
      return answerProblems(operation, {
        status,
        contentType: 'application/json',
        body: JSON.stringify(body),
      });
    },
  };
}
