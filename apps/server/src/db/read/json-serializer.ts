import { z } from 'zod';

/**
 * Pages of 1,000 rows without a second walk over every row (docs/decisions/038, 060). The zod type provider
 * serialises an answer by encoding it through its zod schema (which checks every field and copies each object)
 * and then `JSON.stringify`-ing the copy. `compileJsonSerializer` turns a response schema into one generated
 * function that writes the same text in one pass: the schema's keys in the schema's order, keys the schema does not
 * name left out, optional keys left out when undefined, strings and numbers written as `JSON.stringify` writes them.
 * The schema is read through zod's public API only (`instanceof`, `.shape`, `.element`, `.unwrap()`, `.def`).
 */

type Serialize = (value: unknown) => string;

/** A schema the compiler does not handle (transforms, unions, records…): such routes keep zod's serialiser. */
export class UnsupportedSchemaError extends Error {}

/** A field that may be left out: its inner schema, and whether it is optional. */
export function optionalInner(field: z.ZodType): { inner: z.ZodType; optional: boolean } {
  return field instanceof z.ZodOptional
    ? { inner: field.unwrap() as z.ZodType, optional: true }
    : { inner: field, optional: false };
}

class Generator {
  /** Generated functions of arrays and objects, called from the code as `f[i]`. */
  readonly functions: Serialize[] = [];

  /** JavaScript that evaluates to the JSON text of `value` (an expression without side effects). */
  expression(node: z.ZodType, value: string): string {
    if (node instanceof z.ZodString || node instanceof z.ZodEnum || node instanceof z.ZodLiteral) {
      return `JSON.stringify(${value})`;
    }
    if (node instanceof z.ZodNumber) return `(Number.isFinite(${value}) ? '' + ${value} : 'null')`;
    if (node instanceof z.ZodBoolean) return `(${value} ? 'true' : 'false')`;
    if (node instanceof z.ZodNull) return `'null'`;
    if (node instanceof z.ZodNullable) {
      return `(${value} === null ? 'null' : ${this.expression(node.unwrap() as z.ZodType, value)})`;
    }
    if (node instanceof z.ZodArray) return `f[${this.array(node.element as z.ZodType)}](${value})`;
    if (node instanceof z.ZodObject) return `f[${this.object(node)}](${value})`;
    throw new UnsupportedSchemaError(`no compiled JSON for a zod ${node.def.type}`);
  }

  private add(source: string): number {
    const index = this.functions.length;
    this.functions.push(() => '');
    // The code is built only from the schema's own keys (quoted with JSON.stringify), never from request data.
    this.functions[index] = new Function('f', `return ${source}`)(this.functions) as Serialize;
    return index;
  }

  private array(element: z.ZodType): number {
    return this.add(`function (a) {
      let s = '[';
      for (let i = 0; i < a.length; i++) {
        if (i > 0) s += ',';
        s += ${this.expression(element, 'a[i]')};
      }
      return s + ']';
    }`);
  }

  private object(node: z.ZodObject): number {
    const catchall = node.def.catchall;
    if (catchall && !(catchall instanceof z.ZodNever)) {
      throw new UnsupportedSchemaError('no compiled JSON for an object with a catchall');
    }
    const lines: string[] = [];
    let written: 'none' | 'some' | 'maybe' = 'none';
    for (const [key, field] of Object.entries(node.shape as Record<string, z.ZodType>)) {
      const value = `o[${JSON.stringify(key)}]`;
      const { inner, optional } = optionalInner(field);
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
  const root = generator.expression(schema, 'v');
  return new Function('f', `return function (v) { return ${root}; }`)(generator.functions) as Serialize;
}
