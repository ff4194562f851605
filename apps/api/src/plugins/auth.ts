import { apiMessages } from '@bimasetu/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../lib/http-error.ts';
import { SESSION_TABLES } from '../modules/auth/session.repository.ts';

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

/**
 * An onRequest hook that admits only a live session of the given role and puts it on request.caller. Written
 * with a callback rather than as an async function: a session kept in memory (most calls) is admitted without
 * a promise or a turn of the event loop.
 */
export function requireRole(
  deps: Pick<AppDeps, 'clock' | 'changeStamp' | 'findSession'>,
  role: Caller['role'],
): onRequestHookHandler {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    let admitted: void | Promise<void>;
    try {
      admitted = admitSession(deps, role, request);
    } catch (error) {
      return done(error as Error);
    }
    if (admitted === undefined) return done();
    admitted.then(() => done(), done);
  };
}

type Session = Awaited<ReturnType<AppDeps['findSession']>>;

/** Puts the session on request.caller, synchronously when findSession answers from memory. */
function admitSession(
  deps: Pick<AppDeps, 'clock' | 'changeStamp' | 'findSession'>,
  role: Caller['role'],
  request: FastifyRequest,
): void | Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, apiMessages.unauthorized);
  const found = deps.findSession(token, deps.clock.now(), deps.changeStamp(SESSION_TABLES));
  const admit = (session: Session) => {
    if (!session) throw new HttpError(401, apiMessages.unauthorized);
    if (session.role !== role) {
      throw new HttpError(403, role === 'admin' ? apiMessages.advisersOnly : apiMessages.customersOnly);
    }
    request.caller = {
      customerId: session.customer_id,
      mobile: session.mobile,
      role: session.role,
      tokenHash: session.token_hash,
    };
  };
  if (found instanceof Promise) return found.then(admit);
  admit(found);
}

/**
 * The customer behind a bearer token on a route anonymous visitors may also call (a travel booking needs one,
 * other leads do not): undefined without a token; a token that is not a live customer session is refused.
 */
export async function optionalCaller(
  deps: Pick<AppDeps, 'clock' | 'changeStamp' | 'findSession'>,
  request: FastifyRequest,
): Promise<Caller | undefined> {
  if (!bearerToken(request)) return undefined;
  await admitSession(deps, 'customer', request);
  return request.caller;
}

/**
 * The customer behind a bearer token on a route anyone may call, when the token is a live customer session: the
 * proof that they verified their mobile. Without one (no token, an expired one, an adviser's) the call is taken as
 * anyone's, never refused.
 */
export async function verifiedCustomer(
  deps: Pick<AppDeps, 'clock' | 'changeStamp' | 'findSession'>,
  request: FastifyRequest,
): Promise<Caller | undefined> {
  if (!bearerToken(request)) return undefined;
  try {
    await admitSession(deps, 'customer', request);
    return request.caller;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
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
