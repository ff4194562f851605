import {
  apiMessages,
  apiPaths,
  apiResultSchema,
  generateOtpQuery,
  otpResponse,
  smsOutboxQuery,
  smsOutboxResponse,
  validateOtpQuery,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { ConsoleSmsProvider } from '../../sms/console-provider.ts';
import { generateOtp, validateOtp } from './otp.service.ts';
import { revokeSession } from './session.repository.ts';

const errorAnswers = { 400: apiResultSchema, 429: apiResultSchema, 502: apiResultSchema };

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Tighter per-IP budgets on the two calls that cost SMS credit or guess codes.
  const otpRateLimit = { ipBudget: { perMinute: 20 } } as const;

  api.post(
    apiPaths.generateOtp,
    {
      config: otpRateLimit,
      schema: {
        tags: ['login'],
        querystring: generateOtpQuery,
        response: { 200: otpResponse, ...errorAnswers },
      },
    },
    async (request) => {
      await generateOtp(deps, request.query.mobile, request.ip);
      return { isSuccess: true, message: apiMessages.otpSent };
    },
  );

  api.get(
    apiPaths.validateOtp,
    {
      config: otpRateLimit,
      schema: {
        tags: ['login'],
        querystring: validateOtpQuery,
        response: { 200: otpResponse, ...errorAnswers },
      },
    },
    async (request) => {
      const token = await validateOtp(deps, request.query.mobile, request.query.otp, request.ip);
      return { isSuccess: true, message: apiMessages.otpVerified, result: token };
    },
  );

  api.post(
    apiPaths.logout,
    {
      onRequest: requireRole(deps, 'customer'),
      schema: { tags: ['login'], security: [{ bearer: [] }], response: { 200: apiResultSchema } },
    },
    async (request) => {
      await revokeSession(deps.db, callerOf(request).tokenHash, deps.clock.now());
      return { isSuccess: true, message: apiMessages.loggedOut };
    },
  );

  // The development OTP outbox exists only with the console provider (never in production).
  if (deps.sms instanceof ConsoleSmsProvider) {
    const outbox = deps.sms;
    api.get(
      apiPaths.smsOutbox,
      {
        schema: { tags: ['development'], querystring: smsOutboxQuery, response: { 200: smsOutboxResponse } },
      },
      async (request) => ({ messages: outbox.messages(request.query.mobile) }),
    );
  }
}
