import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * Pages of 1,000 goods or parcels as JSON text without a second walk over every row (docs/decisions/038; the
 * goods and parcel pages now take their rows' JSON text from PostgreSQL and are sent with `asJsonText`, 040).
 *
 * The zod type provider serialises an answer by encoding it through its zod schema (which checks every field of
 * every row and copies each object) and then `JSON.stringify`-ing the copy: for a page of 1,000 goods that was most
 * of the portal's CPU. `compileJsonSerializer` turns a response schema into one generated function that writes the
 * same text in one pass: the schema's keys in the schema's order, keys the schema does not name left out, optional
 * keys left out when undefined, strings and numbers written as `JSON.stringify` writes them. What zod would have
 * rejected (a wrong type) is not checked again: the rows come from our own columns through typed view functions.
 */

type Serialize = (value: unknown) => string;

/** A schema the compiler does not handle (transforms, unions, records…): such routes keep zod's serialiser. */
export class UnsupportedSchemaError extends Error {}

interface ZodNode {
  _zod: {
    def: {
      type: string;
      innerType?: ZodNode;
      element?: ZodNode;
      shape?: Record<string, ZodNode>;
      catchall?: ZodNode;
    };
  };
}

class Generator {
  /** Generated functions of arrays and objects, called from the code as `f[i]`. */
  readonly functions: Serialize[] = [];

  /** JavaScript that evaluates to the JSON text of `value` (an expression without side effects). */
  expression(node: ZodNode, value: string): string {
    const def = node._zod.def;
    switch (def.type) {
      case 'string':
      case 'enum':
      case 'literal':
        return `JSON.stringify(${value})`;
      case 'number':
        return `(Number.isFinite(${value}) ? '' + ${value} : 'null')`;
      case 'boolean':
        return `(${value} ? 'true' : 'false')`;
      case 'null':
        return `'null'`;
      case 'nullable':
        return `(${value} === null ? 'null' : ${this.expression(def.innerType!, value)})`;
      case 'array':
        return `f[${this.array(def.element!)}](${value})`;
      case 'object':
        return `f[${this.object(node)}](${value})`;
      default:
        throw new UnsupportedSchemaError(`no compiled JSON for a zod ${def.type}`);
    }
  }

  private add(source: string): number {
    const index = this.functions.length;
    this.functions.push(() => '');
    // The code is built only from the schema's own keys (quoted with JSON.stringify), never from request data.
    this.functions[index] = new Function('f', `return ${source}`)(this.functions) as Serialize;
    return index;
  }

  private array(element: ZodNode): number {
    return this.add(`function (a) {
      let s = '[';
      for (let i = 0; i < a.length; i++) {
        if (i > 0) s += ',';
        s += ${this.expression(element, 'a[i]')};
      }
      return s + ']';
    }`);
  }

  private object(node: ZodNode): number {
    const { shape, catchall } = node._zod.def;
    if (catchall && catchall._zod.def.type !== 'never') {
      throw new UnsupportedSchemaError('no compiled JSON for an object with a catchall');
    }
    const lines: string[] = [];
    let written: 'none' | 'some' | 'maybe' = 'none';
    for (const [key, field] of Object.entries(shape ?? {})) {
      const value = `o[${JSON.stringify(key)}]`;
      const optional = field._zod.def.type === 'optional';
      const inner = optional ? field._zod.def.innerType! : field;
      const name = JSON.stringify(`${JSON.stringify(key)}:`);
      const separator = written === 'none' ? `''` : written === 'some' ? `','` : `(s.length > 1 ? ',' : '')`;
      const write = `s += ${separator} + ${name} + ${this.expression(inner, value)};`;
      if (optional) {
        lines.push(`if (${value} !== undefined) ${write}`);
        if (written === 'none') written = 'maybe';
      } else {
        lines.push(write);
        written = 'some';
      }
    }
    return this.add(`function (o) {
      let s = '{';
      ${lines.join('\n      ')}
      return s + '}';
    }`);
  }
}

/** One function that writes a value of `schema` as the JSON text zod's serialiser would have written. */
export function compileJsonSerializer<T extends z.ZodType>(schema: T): (value: z.output<T>) => string {
  const generator = new Generator();
  const root = generator.expression(schema as unknown as ZodNode, 'v');
  return new Function('f', `return function (v) { return ${root}; }`)(generator.functions) as Serialize;
}

/**
 * Sends JSON that is already the answer — text PostgreSQL wrote (docs/decisions/040) or a stream of it (the whole
 * ledger, 042) — under the route's response schema: Fastify sends a string or pipes a stream with a JSON content
 * type as it is, without running the serialiser (the schema still describes it in the OpenAPI document). Typed as
 * the schema's output for the route's handler.
 */
export function asJsonText<T = never>(reply: FastifyReply, body: string | Readable): T {
  void reply.type('application/json; charset=utf-8');
  return body as unknown as T;
}

/** A constant text as a SQL string literal (quotes doubled; standard_conforming_strings keeps backslashes). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * `case <column> when <key> then '<text>' … else <fallback> end`: the JSON text of a value the domain's tables
 * give for each key (a status's title, category and actions), written into a row's JSON by PostgreSQL.
 */
export function constantTextCase(
  column: unknown,
  texts: ReadonlyMap<number, string>,
  fallback: SQL,
): SQL<string> {
  const branches = [...texts].map(([key, text]) =>
    sql.raw(`when ${Number(key)} then `).append(literal(text)),
  );
  return sql<string>`(case ${column} ${sql.join(branches, sql` `)} else ${fallback} end)`;
}
