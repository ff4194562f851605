import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * An answer kept in memory is checked against the contract and serialized once, when it is made, instead of on
 * every request that serves it.
 */
export function keepJson<S extends z.ZodType>(schema: S, answer: z.input<S>): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(answer)));
}

/** Sends kept bytes as they are: with a JSON content type Fastify neither serializes nor encodes them again. */
export function sendKept(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
