// POST PriceQuote: the figure an application will be kept with, shown on the form before it is sent. Anyone may
// ask (a visitor fills the form before logging in); nothing is written, and the per-IP budget applies as to every
// call.
import { apiPaths, priceQuoteRequest, priceQuoteResponse } from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { priceApplicationQuote } from './application-pricing.ts';
import { premiumPeriodOf } from './server-quote.ts';

export function pricingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.priceQuote,
    {
      schema: {
        tags: ['pricing'],
        body: priceQuoteRequest,
        response: { 200: priceQuoteResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { quote, dob, gender } = request.body;
      const { stored, parts } = priceApplicationQuote(quote, { dob, gender }, deps.clock.now());
      return {
        isSuccess: true,
        result: {
          premium: stored.premium,
          basePremium: stored.basePremium,
          gst: stored.gst,
          premiumPeriod: premiumPeriodOf(quote.line, stored.inputs),
          rateVersion: stored.rateVersion,
          pricedOn: stored.pricedOn,
          cover: stored.cover,
          figures: parts.figures,
          facts: parts.engineFacts,
          assumed: parts.assumed,
        },
      };
    },
  );
}
