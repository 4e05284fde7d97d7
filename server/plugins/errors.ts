import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { AppError } from '../lib/app-error.ts';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A localised sentence for the first schema violation: which field, and what is wrong. */
function describeValidation(request: FastifyRequest, issues: AjvIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return translate(request.locale, 'invalidRequest', { detail: context ?? '' });
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = String(issue.params.missingProperty ?? issue.params.additionalProperty ?? path) || context || '';
  const limit = Number(issue.params.limit ?? 0);
  const key: MessageKey =
    issue.keyword === 'required' || (issue.keyword === 'minLength' && limit <= 1) ? 'fieldRequired'
    : issue.keyword === 'minLength' ? 'fieldTooShort'
    : issue.keyword === 'maxLength' ? 'fieldTooLong'
    : issue.keyword === 'additionalProperties' ? 'fieldUnknown'
    : 'fieldInvalid';
  const detail = translate(request.locale, key, { field, limit });
  return translate(request.locale, 'invalidRequest', { detail });
}

function send(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ success: false, message, code: status, result: null, timestamp: Date.now() });
}

/**
 * The one error handler: every failure leaves as the documented envelope with a localised
 * message; 5xx details stay in the log, never in the body (architecture §4).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return send(reply, error.status, translate(request.locale, error.key, error.params));
    }
    if (error.validation) {
      return send(reply, 400, describeValidation(request, error.validation as AjvIssue[], error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const key: MessageKey = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 401 ? 'tokenMissing' : 'invalidRequest';
      return send(reply, status, translate(request.locale, key, { detail: error.code ?? String(status) }));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, translate(request.locale, 'internalError'));
  });
}
