import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '@common/schemas/errors.js';
import type { Role } from '../lib/actor.js';
import { forbidden, HttpError, invalidInput, notFound, type Message } from '../lib/errors.js';
import { requireAdmin, requireUser, requireVerifiedUser } from '../lib/guards.js';
import { responseSerializer } from './response-serializer.js';

/**
 * Who may call a route, declared beside its schemas and checked before them (see `registerContract`):
 * - `user`: signed in; `admin`: an admin;
 * - `{ verified: 'post reviews' }`: signed in with a confirmed address (the words complete "Verify your email
 *   address to …");
 * - `{ roles: ['farmer', 'admin'], refusal: 'Only farmers can create listings.' }`: signed in, in one of these
 *   roles (the service's policy still decides on the resource itself).
 */
export type RouteAuth = 'user' | 'admin' | { verified: string } | { roles: readonly Role[]; refusal: Message };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

/**
 * Route schemas are zod schemas from `common/` (decision 010). Input that fails them gets the same 400 as
 * `parse()` (`{ message, fields }`); a path parameter that fails names nothing, so it is the 404 its schema's
 * message gives ("This listing does not exist, or is not public.").
 */
const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: its ${httpPart} schema must be a zod schema from common/`);
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: httpPart === 'params' ? notFound(result.error.issues[0]?.message) : invalidInput(result.error) };
  };
};

function check(request: FastifyRequest, auth: RouteAuth) {
  if (auth === 'user') return requireUser(request);
  if (auth === 'admin') return requireAdmin(request);
  if ('verified' in auth) return requireVerifiedUser(request, auth.verified);
  if (!auth.roles.includes(requireUser(request).userType)) throw forbidden(auth.refusal);
}
const authenticate =
  (auth: RouteAuth): onRequestAsyncHookHandler =>
  async (request) =>
    void check(request, auth);

// No body at all reads as an empty object, as it always has (a JSON `null` is a body, and must match).
const emptyBodyAsObject: onRequestAsyncHookHandler = async (request) => {
  if (request.body === undefined) request.body = {};
};

/**
 * Wires the contract into every route registered after it:
 * - validation and typed input from the route's `schema` (params, querystring, body);
 * - `config.auth` checked in a preValidation hook, so a handler still reads rate limit → authenticate →
 *   validate → work → present: a signed-out request with a bad body is a 401, not a 400;
 * - responses written from the route's `response` schemas (the schema is the presenter), with the shared
 *   error schema for every 4xx and 5xx.
 */
export function registerContract(app: FastifyInstance, { strictResponses }: { strictResponses: boolean }) {
  // An empty body is no body, whatever type it claims: many HTTP clients send `Content-Type: application/json` on
  // every request, a DELETE and a bodiless POST too, and Fastify's JSON parser would refuse them before the route's
  // sign-in check ("The JSON body is empty.").
  app.addHook('onRequest', (request, _reply, done) => {
    const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
    if ((length === '0' || length === undefined) && chunked === undefined) delete request.headers['content-type'];
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: strictResponses }));
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    const first = [route.config?.auth ? authenticate(route.config.auth) : [], schema?.body ? emptyBodyAsObject : []].flat();
    if (first.length) route.preValidation = [...first, ...[route.preValidation ?? []].flat()];
    if (!schema?.response) return;
    schema.response = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema, ...schema.response };
    if (strictResponses)
      route.preSerialization = [...[route.preSerialization ?? []].flat(), declaredStatusOnly(route.url, Object.keys(schema.response as object))];
  });
}

/**
 * In tests: a status the route declares no schema for would be written by JSON.stringify, unfiltered. That is a
 * route that forgot a line of its contract, so it fails.
 */
const declaredStatusOnly =
  (url: string, declared: string[]): preSerializationAsyncHookHandler =>
  async (request, reply, payload) => {
    const code = String(reply.statusCode);
    if (declared.includes(code) || declared.includes(`${code[0]}xx`)) return payload;
    throw new HttpError(500, `${request.method} ${url} answered ${code}, a status it declares no response schema for`);
  };

/** A response that is not JSON (a feed, a sitemap): documented with its media type, sent as the handler writes it. */
export const textResponse = (mediaType: string, description: string, example?: string) => ({
  description,
  content: { [mediaType]: { schema: example === undefined ? z.string() : z.string().meta({ examples: [example] }) } },
});
