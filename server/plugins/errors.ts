import type { FastifyError, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { AppError } from '../lib/app-error.ts';
import { sendFailure } from '../lib/envelope.ts';
import type { LocalizedText } from '../../shared/schemas/localized-text.ts';
import { commonSecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route's input keys are called in each language (a kit resource's labels): its 400s name the field so. */
    fieldLabels?: Readonly<Record<string, LocalizedText | undefined>>;
  }
}

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
  const named = String(issue.params.missingProperty ?? issue.params.additionalProperty ?? path);
  const label = request.routeOptions.config.fieldLabels?.[named]?.[request.locale];
  const field = label || named || context || '';
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


/**
 * PostgreSQL's class 22 (data exception: 22P05 untranslatable character, 22021 bad byte
 * sequence, 22003 numeric out of range, 22P02 invalid text…) is the client's input that got
 * past every check: a 400, never a 500. The last line of defence; plugins/input-guard.ts is the first.
 */
const isDataException = (error: FastifyError) => typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

/**
 * Fastify's errors from before routing (a URL with bad percent-encoding, `%ZZ` or an encoded
 * lone surrogate): the envelope too, localised from the headers since no hook has run yet,
 * with the security headers of every answer.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, request, reply) => {
  // No route's hooks run for such a URL: the headers every answer carries are set here.
  commonSecurityHeaders(request, reply);
  const locale = requestLocale(request.headers);
  void sendFailure(reply, 400, translate(locale, 'invalidRequest', { detail: translate(locale, 'fieldInvalid', { field: 'URL' }) }));
};

/**
 * The one error handler: every failure leaves as the documented envelope with a localised
 * message; 5xx details stay in the log, never in the body (architecture §4).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendFailure(reply, error.status, translate(request.locale, error.key, error.params), error.field ? { field: error.field } : null);
    }
    if (error.validation) {
      return sendFailure(reply, 400, describeValidation(request, error.validation as AjvIssue[], error.validationContext));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendFailure(reply, 400, translate(request.locale, 'invalidRequest', { detail: error.code }));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const key: MessageKey = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 401 ? 'tokenMissing' : 'invalidRequest';
      return sendFailure(reply, status, translate(request.locale, key, { detail: error.code ?? String(status) }));
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, translate(request.locale, 'internalError'));
  });
}
