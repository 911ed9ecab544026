import { z } from '@manara/shared';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes a nullable value as `anyOf: [T, null]`, which fast-json-stringify would test branch by
 * branch on every value; `type: [t, 'null']` says the same and is written directly.
 */
function nullableAsType(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsType);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableAsType(value);
  const [some, none, ...more] = (out.anyOf as JsonSchema[] | undefined) ?? [];
  if (!some || !none || more.length || typeof some.type !== 'string' || none.type !== 'null' || Object.keys(none).length !== 1) return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, ...some, type: [some.type, 'null'] };
}

/**
 * Responses are written by fast-json-stringify from their zod schema's JSON Schema (the one the
 * OpenAPI document shows), compiled once per route and status (decision 048). `check` (everywhere but
 * production) first checks each response against the zod schema, so a test sees a response that
 * breaks its contract as a 500; production writes without checking.
 */
export function responseSerializer({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const write = fastJson(nullableAsType(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as never);
    if (!check) return write;
    return (data) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return write(data);
    };
  };
}
