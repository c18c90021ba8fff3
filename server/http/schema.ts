import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, preValidationHookHandler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from './validate';

export type { ZodTypeProvider };

/** Stands for "no body at all" while Fastify validates (it hands a validator null for both). */
const ABSENT: unique symbol = Symbol('no body');

/** What each request carried before validation replaced it with the parsed values. */
const raw = new WeakMap<FastifyRequest, { body: unknown; params: unknown; query: unknown }>();

/**
 * The request as it arrived (body, path parameters, query): the operation log records
 * what the caller sent, not what the schemas made of it (defaults, renamed fields).
 */
export const rawInput = (request: FastifyRequest): { body: unknown; params: unknown; query: unknown } =>
  raw.get(request) ?? { body: request.body, params: request.params, query: request.query };

/**
 * Validates route input with the route's own zod schemas (`schema: { body, querystring,
 * params }`) exactly as handlers used to with `parseInput`: the same Chinese messages (a
 * schema's own, else zod's zh-CN wording prefixed by the field), the first problem as a
 * 400 `{status, message, timestamp}`. The parsed values replace the request's.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data === ABSENT ? undefined : data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Answers by their response schema (the provider's serializer: zod encode, then JSON).
 * A value the schema refuses can only come from a row written outside the API (a tool
 * binding text as bytes, server/README.md): that answer is sent as the handler made it,
 * as before schemas, and the mismatch goes to the process log as an error, rather than
 * turning a page that showed the odd row into a 500.
 */
function tolerantSerializer(report: (error: unknown, route: string) => void): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const strict = serializerCompiler(route);
    return (data) => {
      try {
        return strict(data);
      } catch (error) {
        report(error, `${route.method} ${route.url}`);
        return JSON.stringify(data);
      }
    };
  };
}

/** How route schemas validate input and serialise answers; `report` hears of answers their schema refuses. */
export const zodCompilers = (report: (error: unknown, route: string) => void) => ({
  validatorCompiler,
  serializerCompiler: tolerantSerializer(report),
});

/**
 * Route schemas are zod schemas (fastify-type-provider-zod): they type each handler's
 * input, validate it (above), serialise each answer by its response schema (zod's
 * encode, then JSON: fields the schema does not name never leave; see tolerantSerializer), and can be turned into
 * an OpenAPI document with @fastify/swagger and the provider's `jsonSchemaTransform`.
 * Register on the root before any route.
 */
export function useZodSchemas(app: FastifyInstance): void {
  const compilers = zodCompilers((error, route) => app.log.error({ err: error }, `answer of ${route} does not match its response schema`));
  app.setValidatorCompiler(compilers.validatorCompiler);
  app.setSerializerCompiler(compilers.serializerCompiler);
  // Only routes with a schema keep their raw input: a hook of their own, so the routes
  // without one (the menus, a download) run no hook for it at all.
  const keepRaw: preValidationHookHandler = (request, _reply, done) => {
    const schema = request.routeOptions.schema;
    raw.set(request, { body: request.body, params: request.params, query: request.query });
    if (schema?.body && request.body === undefined) request.body = ABSENT;
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!route.schema || !(route.schema.body || route.schema.querystring || route.schema.params)) return;
    const own = route.preValidation;
    route.preValidation = own === undefined ? [keepRaw] : [keepRaw, ...(Array.isArray(own) ? own : [own])];
  });
}

/** A page of a list: `{content, totalElements}`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), totalElements: z.number() });

/** `{id, name}`, a reference to a dept, a job... as answers carry it. */
export const namedRef = z.object({ id: z.number(), name: z.string() });
