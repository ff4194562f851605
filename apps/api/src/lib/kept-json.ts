import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * An answer serialized once, kept as its UTF-8 bytes. A string body is measured and encoded again on every send,
 * and one non-ASCII character (a curly apostrophe in the FAQ, any Hindi) makes V8 hold the whole string two
 * bytes a character, so all of it is transcoded each time. Bytes go out as they are, behind the headers in the
 * same writev (bench:api: the FAQ about 5 µs a request cheaper than as a string).
 */
export type KeptJson = Buffer;

/**
 * An answer kept in memory is checked against the contract and serialized once, when it is made, instead of on
 * every request that serves it.
 */
export function keepJson<S extends z.ZodType>(schema: S, answer: z.input<S>): KeptJson {
  return Buffer.from(JSON.stringify(schema.parse(answer)));
}

/** Sends a kept answer as it is: with a JSON content type Fastify neither serializes nor encodes it again. */
function sendKept(reply: FastifyReply, body: KeptJson): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * A handler's answer from a kept body: sent at once when the body is in memory, so the handler returns no promise
 * (an async handler's promise, and the reply it resolves to, cost turns of the microtask queue on every request),
 * or once it is made. Return what this returns from a handler that is not `async`.
 */
export function answerKept(reply: FastifyReply, body: KeptJson | Promise<KeptJson>): void | Promise<void> {
  if (body instanceof Promise) {
    return body.then((made) => {
      sendKept(reply, made);
    });
  }
  sendKept(reply, body);
}
