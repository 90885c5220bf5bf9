/**
 * The last pass over the generated OpenAPI document (decision 057), so that standard tools (Redocly, Spectral,
 * Ajv) accept it: every operation gets a stable operationId and an explicit security requirement, the tags used
 * are declared, components nothing refers to are dropped, and a record with a fixed set of keys lists them.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, JsonObject>>;
  components?: { schemas?: Record<string, Json>; [key: string]: unknown };
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
const SCHEMA_REF = '#/components/schemas/';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/order/{orderId}` → `getOrderByOrderId`: the method and the path's words without `/api`, each path
 * parameter as `By<Name>`. Two operations get the same id only if they share method and path.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const parts = (parameter?.[1] ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return [...(parameter ? ['By'] : []), ...parts.map(capitalised)];
    });
  return method.toLowerCase() + words.join('');
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` on every object inside `value`, parents first. */
function walk(value: Json | undefined, visit: (node: JsonObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (isObject(value)) {
    visit(value);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/**
 * zod writes `z.record(z.enum(keys), value)` as `additionalProperties` with every key `required` but none in
 * `properties` (and, for JSON Schema 2020-12, `propertyNames`): the keys are listed as properties instead.
 */
function listRecordKeys(node: JsonObject): void {
  const { required, additionalProperties } = node;
  if (!Array.isArray(required) || !isObject(additionalProperties)) return;
  const properties = isObject(node.properties) ? node.properties : {};
  const missing = required.filter((key): key is string => typeof key === 'string' && !(key in properties));
  if (missing.length === 0) return;
  for (const key of missing) properties[key] = additionalProperties;
  node.properties = properties;
  const names = isObject(node.propertyNames) ? node.propertyNames.enum : undefined;
  if (Array.isArray(names) && names.every((name) => typeof name === 'string' && name in properties)) {
    delete node.propertyNames;
    node.additionalProperties = false;
  }
}

/** Drops the components no operation reaches, directly or through other components. */
function dropUnusedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const pending: Json[] = [document.paths as Json];
  while (pending.length > 0) {
    walk(pending.pop(), (node) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return;
      const name = ref.slice(SCHEMA_REF.length);
      if (used.has(name)) return;
      used.add(name);
      pending.push(schemas[name] ?? null);
    });
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Tidies the document @fastify/swagger built. `tagDescriptions` describes the tags operations carry; the ones
 * in use are declared in that order.
 */
export function tidyDocument(
  document: OpenApiDocument,
  tagDescriptions: Readonly<Record<string, string>>,
): OpenApiDocument {
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!OPERATION_METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      // An operation without a bearer requirement is public (contract/authentication.test.ts holds the list).
      operation.security ??= [];
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
        if (typeof tag === 'string') usedTags.add(tag);
      }
    }
  }
  const known = Object.keys(tagDescriptions);
  document.tags = [
    ...known.filter((tag) => usedTags.has(tag)),
    ...[...usedTags].filter((t) => !known.includes(t)),
  ].map((name) => (tagDescriptions[name] ? { name, description: tagDescriptions[name] } : { name }));
  dropUnusedSchemas(document);
  walk(document.paths as Json, listRecordKeys);
  walk(document.components?.schemas as Json, listRecordKeys);
  return document;
}
