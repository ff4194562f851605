import { apiMessages } from '@bimasetu/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { sessionLookup } from '../modules/auth/session.repository.ts';
import { HttpError } from './errors.ts';

export interface Caller {
  customerId: number;
  mobile: string;
  role: 'customer' | 'admin';
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** An onRequest hook that admits only a live session of the given role and puts it on request.caller. */
export function requireRole(
  db: Kysely<Database>,
  clock: Clock,
  role: Caller['role'],
): onRequestAsyncHookHandler {
  const findActiveSession = sessionLookup(db);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, apiMessages.unauthorized);
    const session = await findActiveSession(token, clock.now());
    if (!session) throw new HttpError(401, apiMessages.unauthorized);
    if (session.role !== role) throw new HttpError(403, apiMessages.forbidden);
    request.caller = {
      customerId: session.customer_id,
      mobile: session.mobile,
      role: session.role,
      tokenHash: session.token_hash,
    };
  };
}

/** The caller set by requireRole; routes that use it always run after that hook. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, apiMessages.unauthorized);
  return request.caller;
}

/** Every bearer call acts only for the token's own mobile. */
export function assertOwnMobile(caller: Caller, mobile: string): void {
  if (mobile !== caller.mobile) throw new HttpError(403, apiMessages.forbidden);
}
