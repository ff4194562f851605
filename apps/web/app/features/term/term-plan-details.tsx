// The plan-details dialog of a term plan: what the card cannot fit (how the premium is made up and what it
// assumes), and the way on to the application.
import { Link } from 'react-router';
import { formatRupees, formatRupeesShort } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import type { PricedTermPlan } from './term-plan-filters';

export interface TermPlanDetailsProps {
  priced: PricedTermPlan | null;
  lifeCover: number;
  coverTill: number;
  onClose: () => void;
  applyHref: (priced: PricedTermPlan) => string;
}

export function TermPlanDetails({ priced, lifeCover, coverTill, onClose, applyHref }: TermPlanDetailsProps) {
  const plan = priced?.plan ?? null;
  const quote = priced?.quote;
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan?.name ?? 'Plan details'}
      description={plan ? `${plan.planType} plan by ${plan.insurer}` : undefined}
      footer={
        priced ? (
          <Link className={buttonClass('accent')} to={applyHref(priced)}>
            Get Quote
          </Link>
        ) : null
      }
    >
      {plan ? (
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-slate-600">Life cover</dt>
            <dd className="font-medium">{formatRupeesShort(lifeCover)}</dd>
            <dt className="text-slate-600">Cover till age</dt>
            <dd className="font-medium">{coverTill} years</dd>
            <dt className="text-slate-600">Payout</dt>
            <dd className="font-medium">{plan.payoutOption}</dd>
            <dt className="text-slate-600">Premium paid</dt>
            <dd className="font-medium">{plan.premiumPayType}</dd>
            <dt className="text-slate-600">Refund</dt>
            <dd className="font-medium">{plan.refundOption}</dd>
          </dl>
          {quote ? (
            <section>
              <h3 className="font-semibold text-slate-900">How your premium is made up</h3>
              <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {quote.breakdown.map((line) => (
                  <div key={line.label} className="contents">
                    <dt>{line.label}</dt>
                    <dd className="text-right">{formatRupees(line.amount)}</dd>
                  </div>
                ))}
                <dt>GST</dt>
                <dd className="text-right">{formatRupees(quote.gst)}</dd>
                <dt className="font-semibold">You pay</dt>
                <dd className="text-right font-semibold">{formatRupees(quote.total)}</dd>
              </dl>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {quote.assumptions.map((said) => (
                  <li key={said}>{said}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">Rates: {quote.rateVersion}</p>
            </section>
          ) : null}
          <section>
            <h3 className="font-semibold text-slate-900">What the plan gives</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {plan.planDetails.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">Add-ons you can choose</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {plan.addOns.map((addOn) => (
                <li key={addOn}>{addOn}</li>
              ))}
            </ul>
          </section>
          {plan.womenSpecialOffer ? (
            <p>
              <span className="font-semibold">Women offer:</span> {plan.womenSpecialOffer}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
