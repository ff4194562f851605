import type { Socket } from 'node:net';
import { apiMessages, textRules } from '@bimasetu/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';

/** What a caller reads when the request itself, not its fields, is at fault. */
export const protocolMessages = {
  badUrl: 'That address is not valid',
  longParameter: 'A part of that address is too long',
  headersTooLarge: 'The request headers are too large',
  badRequest: 'The request could not be read',
  invalidJson: 'body: must be valid JSON',
  emptyJson: 'body: must not be empty when the content type is JSON',
  mediaType: 'Content-Type must be application/json',
  badLength: 'The request length does not match its body',
  encoding: 'Content-Encoding must be identity: send the body uncompressed',
} as const;

/**
 * A field's rule in plain words where the schema gives none of its own (ruleOf): zod's defaults ("Invalid input:
 * expected string, received null", "Too big: expected number to be <=2147483647") are developer wording.
 */
export const validationRules = {
  required: 'is required',
  once: 'must be given once',
  text: 'must be text',
  number: 'must be a number',
  wholeNumber: 'must be a whole number',
  yesNo: 'must be true or false',
  list: 'must be a list',
  object: 'must be a set of named fields',
  wrongType: 'is not the right kind of value',
  format: 'is not in the right format',
  atMost: (limit: number | bigint, unit: string) => `must be at most ${limit}${unit}`,
  atLeast: (limit: number | bigint, unit: string) => `must be at least ${limit}${unit}`,
  oneOf: (values: readonly unknown[]) => `must be one of: ${values.map((v) => String(v)).join(', ')}`,
  unknownFields: (keys: readonly string[]) => `has fields we do not take: ${keys.join(', ')}`,
} as const;

// Fastify's own 4xx errors carry developer wording; these codes get ours.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: protocolMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: protocolMessages.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: protocolMessages.mediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: protocolMessages.badLength,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.tooLarge,
  FST_ERR_BAD_URL: protocolMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: protocolMessages.longParameter,
};

/**
 * Body errors after which the connection can carry on: the body was read to its declared length (bad or empty
 * JSON), or not at all and Node discards it (a wrong content type). Fastify closes the connection on every body
 * error, which drops the requests a client pipelined behind it unanswered; a body too large still closes it.
 */
const BODY_READ_ERRORS = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** What the caller sent at a validation issue's path ('/details/0/name'), where the issue was found. */
function valueAt(request: FastifyRequest, context: string | undefined, path: string | undefined): unknown {
  const sources: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = context ? sources[context] : undefined;
  for (const key of (path ?? '').split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What a schema's minimum or maximum counts, after the number: "must be at most 500 characters". */
const limitUnits: Record<string, string> = {
  string: ' characters',
  array: ' items',
  set: ' items',
  file: ' bytes',
};

/** zod's own wording, which no schema of ours uses: every rule we write starts "must", "is" or names the field. */
const isZodDefault = (message: string | undefined) =>
  message === undefined ||
  message === textRules.text ||
  /^(?:Invalid|Too (?:big|small)|Expected|Unrecognized|Required)\b/.test(message);

interface Issue {
  keyword: string;
  message?: string;
  params?: {
    expected?: string;
    origin?: string;
    maximum?: number | bigint;
    minimum?: number | bigint;
    values?: readonly unknown[];
    keys?: readonly string[];
    options?: readonly unknown[];
  };
}

/**
 * The issue's rule, said plainly: a rule the schema words itself stands; zod's defaults are put in our words. A
 * field left out "is required" (not "must be text"); a query parameter given twice "must be given once" (and
 * only a query parameter: an array sent for a body field is the wrong kind of value).
 */
function ruleOf(issue: Issue | undefined, given: unknown, context: string | undefined): string | undefined {
  if (!issue || !isZodDefault(issue.message)) return issue?.message;
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type': {
      if (given === undefined) return validationRules.required;
      if (Array.isArray(given) && context === 'querystring') return validationRules.once;
      const byType: Record<string, string> = {
        string: validationRules.text,
        number: validationRules.number,
        int: validationRules.wholeNumber,
        bigint: validationRules.wholeNumber,
        boolean: validationRules.yesNo,
        array: validationRules.list,
        object: validationRules.object,
      };
      return byType[params.expected ?? ''] ?? validationRules.wrongType;
    }
    case 'too_big':
      return params.maximum === undefined
        ? validationRules.wrongType
        : validationRules.atMost(params.maximum, limitUnits[params.origin ?? ''] ?? '');
    case 'too_small':
      return params.minimum === undefined
        ? validationRules.wrongType
        : validationRules.atLeast(params.minimum, limitUnits[params.origin ?? ''] ?? '');
    case 'invalid_value':
      return params.values ? validationRules.oneOf(params.values) : validationRules.wrongType;
    case 'invalid_union':
      return params.options ? validationRules.oneOf(params.options) : validationRules.wrongType;
    case 'unrecognized_keys':
      return validationRules.unknownFields(params.keys ?? []);
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_element':
      return validationRules.format;
    default:
      return validationRules.wrongType;
  }
}

/** When a client may ask again after a 503 (the database away): its Retry-After header, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** Every error leaves as `{ isSuccess: false, message }`; a 5xx never shows what went wrong inside. */
export function registerErrorHandling(
  app: FastifyInstance,
  errors?: { inc(labels: { kind: string }): void },
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) {
        errors?.inc({ kind: 'database_unavailable' });
        // The first failure of its kind carries the database's own error (db/connect.ts): its code is logged once.
        if (error.cause !== undefined) {
          const code = (error.cause as { code?: unknown }).code;
          request.log.error(
            { err: error.cause },
            `database unavailable${typeof code === 'string' ? ` (${code})` : ''}`,
          );
        }
        if (!error.wait) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      if (error.wait) reply.header('retry-after', String(error.wait.retryAfterSeconds));
      return reply.status(error.statusCode).send({ isSuccess: false, message: error.message, ...error.wait });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext === 'querystring' ? 'query' : error.validationContext;
      const context = error.validationContext;
      const rule = ruleOf(first, valueAt(request, context, first?.instancePath), context) ?? 'is invalid';
      const message = field ? `${field}: ${rule}` : `${where}: ${rule}`;
      return reply.status(400).send({ isSuccess: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ isSuccess: false, message: apiMessages.tooLarge });
    if (status === 429)
      return reply.status(429).send({ isSuccess: false, message: error.message || apiMessages.rateLimited });
    if (status >= 400 && status < 500) {
      if (BODY_READ_ERRORS.has(error.code)) reply.removeHeader('connection');
      const message = frameworkMessages[error.code] ?? error.message;
      return reply.status(status).send({ isSuccess: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    errors?.inc({ kind: 'server' });
    return reply.status(500).send({ isSuccess: false, message: apiMessages.serverError });
  });
}

/** Fastify's `frameworkErrors`: URLs the router refuses before any route or error handler runs. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code === 'FST_ERR_BAD_URL' ? 400 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 0;
  if (!known) {
    request.log.error({ err: error }, 'router failed');
    void reply.status(500).send({ isSuccess: false, message: apiMessages.serverError });
    return;
  }
  void reply.status(known).send({ isSuccess: false, message: frameworkMessages[error.code] });
}

const CLIENT_ERROR_DRAIN_MS = 1000;

/**
 * Fastify's `clientErrorHandler`: requests Node's parser refuses (headers over 16 KB, garbage). The answer says
 * `Connection: close` and the socket is half-closed and drained rather than destroyed, so the client reads the
 * answer and opens a new connection instead of having its next request reset.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', protocolMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', protocolMessages.badRequest]
        : [400, 'Bad Request', protocolMessages.badRequest];
  const body = JSON.stringify({ isSuccess: false, message });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  // Unread bytes left in the socket make the kernel answer with a reset, so read and drop them until it closes.
  socket.on('data', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_DRAIN_MS).unref();
}
