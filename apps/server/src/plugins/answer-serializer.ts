import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileJsonSerializer, UnsupportedSchemaError } from '../db/read/json-serializer.js';

type Serialize = (data: unknown) => string;
type RouteSchema = FastifyRouteSchemaDef<unknown>;

/** zod's own serialiser for one response schema: encode (checks every field, strips unknown keys), then stringify. */
function zodSerializer(route: RouteSchema): Serialize {
  return zodSerializerCompiler(route as unknown as Parameters<typeof zodSerializerCompiler>[0]);
}

/**
 * The serialiser of every answer (decision 041): a response schema the JSON compiler supports (objects, arrays,
 * strings, numbers, booleans, enums, literals, null, nullable and optional fields) is written by one generated
 * function (`compileJsonSerializer`, decision 038), the same text zod's encode-then-stringify gives; any other
 * schema (unions, records, transforms, defaults…) keeps zod's. With `crossCheck` (the server tests) every
 * compiled answer is also encoded by zod and must come out the same, byte for byte, so a field of the wrong type,
 * which zod would refuse with a 500, fails the test that produced it.
 */
export function answerSerializerCompiler(crossCheck: boolean) {
  return (route: RouteSchema): Serialize => {
    const schema = route.schema as z.ZodType | FastifySchema;
    let compiled: Serialize;
    try {
      if (!(schema instanceof z.ZodType)) return zodSerializer(route);
      compiled = compileJsonSerializer(schema) as Serialize;
    } catch (error) {
      if (error instanceof UnsupportedSchemaError) return zodSerializer(route);
      throw error;
    }
    if (!crossCheck) return compiled;
    const reference = zodSerializer(route);
    return (data) => {
      const expected = reference(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${String(route.httpStatus)}: the compiled answer differs from zod's:\n` +
            `${written.slice(0, 500)}\n${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}

/** Sets the app's serialiser; with `crossCheck` (`config.crossCheckAnswers`, the tests' config) every compiled answer is checked against zod's. */
export function registerAnswerSerializer(app: FastifyInstance, crossCheck: boolean): void {
  app.setSerializerCompiler(answerSerializerCompiler(crossCheck));
}
