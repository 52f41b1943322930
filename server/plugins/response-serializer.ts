import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../lib/errors.js';

type JsonSchema = Record<string, unknown>;
// No ids: every schema is inlined, so the serializer never has to resolve a $ref.
const inlined = z.registry<Record<string, unknown>>();

/**
 * A route's response schema as the JSON Schema fast-json-stringify compiles. Two shapes are rewritten for
 * speed: a nullable object (`anyOf: [object, null]`, which fast-json-stringify would settle with a full
 * validation per value) becomes `type: ['object', 'null']`.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any', metadata: inlined })) as JsonSchema;
}

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplify(v)])) as JsonSchema;
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches?.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && typeof other?.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * A body its handler already wrote as JSON text (a search page spliced from the stored cards,
 * farms/search/search.service.ts): sent as it is. Under `strict` it is parsed and held to the route's schema like
 * any other body, so a stored card that drifted from the schema fails the tests.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `text` as a handler's return value, typed as the body it encodes so the route keeps its declared type. */
export const jsonText = <T>(text: string): T => new JsonText(text) as unknown as T;

/**
 * Responses are written by fast-json-stringify from the route's schema: what the schema does not name never
 * leaves the server, at the cost of one compiled function per route (no per-response parse).
 *
 * `strict` (the test suite) adds two checks to every response, so a test fails on a presenter that drifted from
 * its declared schema: the value must parse with the zod schema, and nothing may be dropped on the way out.
 */
export function responseSerializer({ strict }: { strict: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const stringify = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
    if (!strict) return (data) => (data instanceof JsonText ? data.text : stringify(data));
    const where = `${method} ${url} (${httpStatus})`;
    return (body) => {
      const data: unknown = body instanceof JsonText ? JSON.parse(body.text) : body;
      const checked = schema.safeParse(data);
      if (!checked.success) throw mismatch(where, z.prettifyError(checked.error));
      const json = stringify(data);
      const meant = JSON.parse(JSON.stringify(data)) as unknown;
      if (!isDeepStrictEqual(JSON.parse(json), meant)) throw mismatch(where, `not in the schema: ${dropped(meant, JSON.parse(json)).join(', ')}`);
      return body instanceof JsonText ? body.text : json;
    };
  };
}

const mismatch = (where: string, detail: string) => new HttpError(500, `The response of ${where} does not match its declared schema: ${detail}`);

/** The paths present in `meant` and missing or different in `sent`. */
function dropped(meant: unknown, sent: unknown, path = ''): string[] {
  if (meant && typeof meant === 'object' && sent && typeof sent === 'object') {
    return Object.entries(meant).flatMap(([k, v]) => dropped(v, (sent as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  }
  return isDeepStrictEqual(meant, sent) ? [] : [path || '(root)'];
}
