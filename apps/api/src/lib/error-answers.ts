import { apiResultSchema } from '@bimasetu/contract';

/**
 * The error statuses a route may answer, for its response schema (and so the API docs): each is the contract's
 * `{ isSuccess: false, message }`. Spread beside the 200: `response: { 200: answer, ...errorAnswers(400, 404) }`.
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof apiResultSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiResultSchema])) as Record<
    S,
    typeof apiResultSchema
  >;
}
