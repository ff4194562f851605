// One term plan card (shopping spec §2 item 3): tag, logo, name, where its premium comes from (the insurer's
// published premium, a third party's, or our estimate: the spec's 'Lowest Price Guarantee' could not be backed), the
// cover it is priced at, claims settled with year and source, and the visitor's premium.
import { BadgeCheck, ChevronRight, Gift, Info } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '~/lib/format';
import { CompareToggleButton, type CompareState } from '~/ui/compare-bar';
import { Button } from '~/ui/button';
import { InsurerBadge } from '~/ui/insurer-badge';
import { termPlanRate, termPremiumBasis } from '@bimasetu/contract/rating';
import { womenSavePercent } from './term-plan';
import { useWords } from '~/lib/words';
import type { Billing, PricedTermPlan } from './term-plan-filters';

export interface TermPlanCardProps extends CompareState {
  priced: PricedTermPlan;
  billing: Billing;
  lifeCover: number;
  coverTill: number;
  onDetails: (priced: PricedTermPlan) => void;
  /** The application form's address with this plan and the inputs it was priced with. */
  applyHref: string;
}

export function TermPlanCard({
  priced,
  billing,
  lifeCover,
  coverTill,
  onDetails,
  applyHref,
  ...compare
}: TermPlanCardProps) {
  const words = useWords('termList');
  const { plan, quote } = priced;
  const claims = termPlanRate(plan.id)?.claimSettlement ?? { ratio: null, source: '' };
  const basis = termPremiumBasis(plan.id);
  const per = words.perInstalment[billing];
  const headingId = `term-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {plan.incomeProofNotRequired ? (
        <p className="bg-brand-50 px-4 py-1 text-xs font-semibold text-brand-800">{words.incomeProof}</p>
      ) : null}
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] md:items-center">
        <div className="flex items-start gap-3">
          <InsurerBadge name={plan.image} />
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {plan.name}
            </h2>
            <p
              className={`mt-1 inline-flex items-center gap-1 text-xs font-medium ${
                basis.kind === 'insurer' ? 'text-green-800' : 'text-slate-700'
              }`}
            >
              {basis.kind === 'insurer' ? (
                <BadgeCheck aria-hidden="true" className="size-4" />
              ) : (
                <Info aria-hidden="true" className="size-4" />
              )}
              {words.premiumBasisTag[basis.kind]}
            </p>
            <p className="text-xs text-slate-600">
              {basis.kind === 'insurer'
                ? words.premiumBasis.insurer(plan.insurer, basis.read)
                : basis.kind === 'third-party'
                  ? words.premiumBasis.thirdParty(basis.publisher, basis.publishedYear, basis.read)
                  : words.premiumBasis.estimate}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{words.lifeCover}</dt>
            <dd className="font-semibold text-slate-900">{words.coverShort(lifeCover)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{words.coverTill}</dt>
            <dd className="font-semibold text-slate-900">{words.coverTillYears(coverTill)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{words.claimSettledLabel}</dt>
            <dd className="font-semibold text-slate-900">
              {claims.ratio ?? words.claimNotPublished}
              <span className="block text-xs font-normal text-slate-600">
                {words.claimSource(claims.source)}
              </span>
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2 md:w-48">
          <p className="text-xs font-medium text-green-800">{words.discounts[plan.discount]}</p>
          <Link
            to={applyHref}
            className="inline-flex min-h-11 items-center justify-between gap-2 rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span>
              <span data-testid="premium">{formatRupees(quote.total)}</span>/{per}
              <span className="sr-only">{words.getQuoteFor(plan.name)}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <Button variant="ghost" size="sm" aria-describedby={headingId} onClick={() => onDetails(priced)}>
            {words.planDetails}
          </Button>
          <CompareToggleButton {...compare} describedBy={headingId} words={words} />
        </div>
      </div>
      {plan.womenSpecialOffer ? (
        <p className="flex items-center gap-2 border-t border-pink-100 bg-pink-50 px-4 py-2 text-sm text-pink-900">
          <Gift aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="font-semibold">{words.womenOffer}</span>{' '}
            {words.womenOffers[plan.womenSpecialOffer](womenSavePercent(plan.id), plan.insurer)}
          </span>
        </p>
      ) : null}
    </article>
  );
}
