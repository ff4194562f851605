import {
  adminLoginPaths,
  apiMessages,
  apiPaths,
  apiResultSchema,
  generateOtpQuery,
  otpRefusal,
  otpResponse,
  smsOutboxQuery,
  smsOutboxResponse,
  validateOtpQuery,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ConsoleSmsProvider, isLoopback, outboxMessages } from '../../sms/console-provider.ts';
import { OTP_IP_BUDGET } from './otp-policy.ts';
import { generateOtp, validateOtp } from './otp.service.ts';
import { revokeSession } from './session.repository.ts';

const otpErrorAnswers = { ...errorAnswers(400, 403, 502), 429: otpRefusal };

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const otpRateLimit = OTP_IP_BUDGET;

  const otpCalls = [
    { audience: 'customer', tag: 'login', paths: apiPaths },
    { audience: 'adviser', tag: 'admin', paths: adminLoginPaths },
  ] as const;
  for (const { audience, tag, paths } of otpCalls) {
    api.post(
      paths.generateOtp,
      {
        config: otpRateLimit,
        schema: {
          tags: [tag],
          querystring: generateOtpQuery,
          response: { 200: otpResponse, ...otpErrorAnswers },
        },
      },
      async (request) => {
        await generateOtp(deps, request.query.mobile, request.ip, audience);
        return { isSuccess: true, message: apiMessages.otpSent };
      },
    );

    api.get(
      paths.validateOtp,
      {
        config: otpRateLimit,
        schema: {
          tags: [tag],
          querystring: validateOtpQuery,
          response: { 200: otpResponse, ...otpErrorAnswers },
        },
      },
      async (request) => {
        const { mobile, otp } = request.query;
        const token = await validateOtp(deps, mobile, otp, request.ip, audience);
        return { isSuccess: true, message: apiMessages.otpVerified, result: token };
      },
    );
  }

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

  // The development OTP outbox exists only with the console provider (never in production), and shows the
  // codes only to a caller on this machine: a development server on a shared network must not hand them out.
  if (deps.sms instanceof ConsoleSmsProvider) {
    const outbox = deps.sms;
    api.get(
      apiPaths.smsOutbox,
      {
        schema: {
          tags: ['development'],
          querystring: smsOutboxQuery,
          response: { 200: smsOutboxResponse, ...errorAnswers(403) },
        },
      },
      async (request) => {
        if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
          throw new HttpError(403, outboxMessages.notLoopback);
        }
        return { messages: outbox.messages(request.query.mobile) };
      },
    );
  }
}
