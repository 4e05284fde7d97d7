import type { FastifyInstance } from 'fastify';

/**
 * `application/json` with an empty (or blank) body is no body, not a 400: many HTTP clients
 * send exactly that on a call without payload (`POST /sys/logout`). Any other body goes to
 * Fastify's own JSON parser, prototype-poisoning protection included. A route whose schema
 * requires a body still answers the localised 400 from validation.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
