import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;
/** What Fastify hands a compiler: the route's schema and where it applies. */
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string; httpStatus?: string; contentType?: string };
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown };
type BuildValidator = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Validate;
type BuildSerializer = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => (doc: unknown) => string;

// Fastify's own default compilers (ajv for requests, fast-json-stringify for responses), taken
// from where Fastify itself resolves them, so they stay the versions Fastify was built with.
const fromFastify = createRequire(import.meta.resolve('fastify'));
const defaultValidatorBuilder = (): BuildValidator => (fromFastify('@fastify/ajv-compiler') as () => BuildValidator)();
const defaultSerializerBuilder = (): BuildSerializer =>
  (fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => BuildSerializer }).SerializerSelector();

/** A function standing in for the one `make` returns, made at its first call. */
function onFirstCall<F extends (...args: never[]) => unknown>(make: () => F) {
  let real: F | undefined;
  return (...args: Parameters<F>) => (real ??= make())(...args) as ReturnType<F>;
}

/** `make()`, called once, at the first use. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * Fastify's default compilers, compiling each route's schemas at the route's first request
 * instead of at start: ajv and fast-json-stringify spent about half a second of CPU at every
 * start on the hundred-odd routes (most of which a given process may never serve), and kept
 * every compiled function in memory. The first call of a route pays its few milliseconds.
 *
 * Fastify calls an ajv validator with a second argument (the parent object, so that ajv may
 * coerce the root value) only when it sees `schemaEnv` on it; the stand-in carries one and
 * passes both on, and copies `errors` back after each call, as Fastify reads them there.
 * A schema that does not compile fails its route's first request (a 500) instead of the
 * start: `server/plugins/odd-input.test.ts` sends requests to every route.
 *
 * With a custom factory Fastify no longer lower-cases `headers` schemas: none of our routes
 * has one; a future one must name its headers in lower case.
 */
export function lazyCompilers(): SchemaController {
  // One selector each, as Fastify keeps: it pools its ajv instances by options.
  const validatorSelector = once(defaultValidatorBuilder);
  const serializerSelector = once(defaultSerializerBuilder);
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compiler = onFirstCall(() => validatorSelector()(externalSchemas, options));
    return (route) => {
      let real: Validate | undefined;
      const validate: Validate & { schemaEnv: boolean } = Object.assign((data: unknown, context?: unknown) => {
        real ??= compiler(route);
        const result = real(data, context);
        validate.errors = real.errors;
        return result;
      }, { errors: null as unknown, schemaEnv: true });
      return validate;
    };
  };
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    const compiler = onFirstCall(() => serializerSelector()(externalSchemas, options));
    return (route) => onFirstCall(() => compiler(route));
  };
  return { compilersFactory: { buildValidator, buildSerializer } as unknown as CompilersFactory };
}
