import { randomBytes } from 'node:crypto';

/**
 * Fastify's `genReqId`: this process's random tag and a count (`3f9a0c1e-1`, `3f9a0c1e-2`, …), so ids are unique
 * across processes and restarts without drawing random bytes on every request (randomUUID cost about half a
 * microsecond of a small route's twenty). Ids only tie a request's log lines together: they grant nothing, so
 * being guessable within a process does not matter. A proxy's own X-Request-Id is used instead when it sends one.
 */
export function requestIds(): () => string {
  const tag = randomBytes(4).toString('hex');
  let count = 0;
  return () => `${tag}-${(count += 1).toString(36)}`;
}
