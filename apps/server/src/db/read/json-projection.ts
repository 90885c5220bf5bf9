import { Column, is, SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { optionalInner } from './json-serializer.js';

/**
 * A response schema's JSON text written by PostgreSQL (docs/decisions/040, 060), generated from the zod schema and
 * a map of its fields to columns: the schema gives the keys, their order and how each value is written, the map
 * where each value comes from. The text is the one `compileJsonSerializer` writes for the same values:
 * - strings: `to_json(text)` escapes what `JSON.stringify` escapes, nothing more;
 * - numbers: a numeric(14,2) column with its trailing zeros trimmed (`trim_scale`) is the text JavaScript writes for
 *   `Number("189.50")` (189.5); other numbers as PostgreSQL writes them;
 * - a timestamp column written into a string: `toISOString()` of the Date the driver made (milliseconds, `Z`);
 * - nullable fields written `null`; a nullable object is null when one of its non-nullable fields is NULL;
 * - every key present (optional keys too), in the schema's order.
 * A value neither rule covers (a block a rule writes, a list) is given as JSON text (`jsonText`), and a value the
 * portal writes from a key column (a status's title and actions from the domain's tables) as `portalText`.
 */

/** JSON text already: put into the row as it is. */
export class JsonTextSql {
  constructor(readonly text: SQL) {}
}
export const jsonText = (text: SQL) => new JsonTextSql(text);

/** JSON text the portal writes from a key column's value (the key read as an integer). */
export class PortalText {
  constructor(
    readonly key: Value,
    readonly write: (key: number) => string,
  ) {}
}
export const portalText = (key: Value, write: (key: number) => string) => new PortalText(key, write);

type Value = Column | SQL | SQL.Aliased;
type Source = Value | JsonTextSql | PortalText | { [field: string]: Source };

/** Where each field of `S` comes from; TypeScript names a field the map forgets. */
export type JsonColumns<S extends z.ZodObject> = { [K in keyof z.output<S>]-?: Source };

/** A constant text as a SQL string literal (quotes doubled; standard_conforming_strings keeps backslashes). */
export const textLiteral = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** An instant as `Date.prototype.toISOString()` writes it. */
export const isoText = (value: unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An amount (numeric) as JavaScript writes the number. */
export const moneyText = (value: unknown) => sql`trim_scale(${value})::text`;

/**
 * `case <column> when <key> then '<text>' … else <fallback> end`: the JSON text of a value the domain's tables
 * give for each key (a status's title), written into a row's JSON by PostgreSQL.
 */
export function constantTextCase(column: unknown, texts: ReadonlyMap<number, string>, fallback: SQL): SQL {
  const branches = [...texts].map(([key, text]) =>
    sql.raw(`when ${Number(key)} then `).append(textLiteral(text)),
  );
  return sql`(case ${column} ${sql.join(branches, sql` `)} else ${fallback} end)`;
}

/** The projection of a row: SQL text pieces, and between them the pieces the portal writes from a key. */
export type Piece = SQL | PortalText;

class Projection {
  readonly pieces: Piece[] = [];
  private text = '';

  literal(text: string) {
    this.text += text;
  }

  add(piece: SQL | PortalText) {
    this.flush();
    this.pieces.push(piece);
  }

  flush() {
    if (this.text) this.pieces.push(textLiteral(this.text));
    this.text = '';
  }

  object(schema: z.ZodObject, map: { [field: string]: Source }) {
    this.literal('{');
    let first = true;
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const source = map[key];
      if (source === undefined) throw new Error(`no column for the field ${key}`);
      this.literal(`${first ? '' : ','}${JSON.stringify(key)}:`);
      this.value(optionalInner(field).inner, source, key);
      first = false;
    }
    this.literal('}');
  }

  private value(field: z.ZodType, source: Source, key: string) {
    if (source instanceof JsonTextSql || source instanceof PortalText) {
      this.add(source instanceof JsonTextSql ? source.text : source);
      return;
    }
    if (is(source, Column) || is(source, SQL) || is(source, SQL.Aliased)) {
      this.add(scalar(field, source, key));
      return;
    }
    const inner = field instanceof z.ZodNullable ? (field.unwrap() as z.ZodType) : field;
    if (!(inner instanceof z.ZodObject)) throw new Error(`the field ${key} is not an object`);
    const nested = new Projection();
    nested.object(inner, source);
    nested.flush();
    if (nested.pieces.some((piece) => piece instanceof PortalText)) {
      throw new Error(`the object ${key} has a field the portal writes: write it as a field of its own`);
    }
    const text = sql.join(nested.pieces as SQL[], sql` || `);
    this.add(field instanceof z.ZodNullable ? sql`coalesce(${text}, 'null')` : sql`(${text})`);
  }
}

/** A column or SQL value as the JSON text of `field` (a string, number, boolean, array, nullable). */
function scalar(field: z.ZodType, value: Value, key: string): SQL {
  if (field instanceof z.ZodNullable) {
    return sql`coalesce(${scalar(field.unwrap() as z.ZodType, value, key)}, 'null')`;
  }
  const type = is(value, Column) ? value.getSQLType() : '';
  if (field instanceof z.ZodString || field instanceof z.ZodEnum || field instanceof z.ZodLiteral) {
    return type.startsWith('timestamp')
      ? sql`('"' || ${isoText(value)} || '"')`
      : sql`to_json(${value})::text`;
  }
  if (field instanceof z.ZodNumber) {
    return type.startsWith('numeric') ? moneyText(value) : sql`(${value})::text`;
  }
  if (field instanceof z.ZodBoolean) {
    return sql`(case when ${value} then 'true' when not ${value} then 'false' end)`;
  }
  if (field instanceof z.ZodArray) return sql`array_to_json(${value})::text`;
  throw new Error(`the field ${key} (${field.def.type}) needs its JSON text (jsonText)`);
}

/** The pieces of a row's JSON text for `schema` with its fields from `map`. */
export function jsonProjection<S extends z.ZodObject>(schema: S, map: JsonColumns<S>): Piece[] {
  const projection = new Projection();
  projection.object(schema, map as { [field: string]: Source });
  projection.flush();
  return projection.pieces;
}

/** One SQL text of a projection the portal writes nothing of. */
export function projectionSql(pieces: Piece[]): SQL<string> {
  if (pieces.some((piece) => piece instanceof PortalText)) {
    throw new Error('the projection has fields the portal writes: read it with readPageText');
  }
  return sql<string>`(${sql.join(pieces as SQL[], sql` || `)})`;
}
