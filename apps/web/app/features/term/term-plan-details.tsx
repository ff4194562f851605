// The plan-details dialog of a term plan: what the card cannot fit, and the way on to the application.
import { Link } from 'react-router';
import { applicationLink } from '~/lib/application-link';
import { formatRupees, formatRupeesShort } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import type { TermPlan } from './term-plan';
import { parsePremium } from './term-plan-filters';

export function TermPlanDetails({ plan, onClose }: { plan: TermPlan | null; onClose: () => void }) {
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan?.name ?? 'Plan details'}
      description={plan ? `${plan.planType} plan by ${plan.insurer}` : undefined}
      footer={
        plan ? (
          <Link
            className={buttonClass('accent')}
            to={applicationLink({ policyType: 'Term', plan: plan.name, sumAssured: plan.lifeCover })}
          >
            Get Quote
          </Link>
        ) : null
      }
    >
      {plan ? (
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-slate-600">Life cover</dt>
            <dd className="font-medium">{formatRupeesShort(plan.lifeCover)}</dd>
            <dt className="text-slate-600">Cover till age</dt>
            <dd className="font-medium">{plan.coverTillAge} years</dd>
            <dt className="text-slate-600">Premium</dt>
            <dd className="font-medium">
              {formatRupees(parsePremium(plan.premium))}/month or {formatRupees(plan.yearlyPremium)}/year
            </dd>
            <dt className="text-slate-600">Claims settled</dt>
            <dd className="font-medium">{plan.claimSettled}</dd>
            <dt className="text-slate-600">Payout</dt>
            <dd className="font-medium">{plan.payoutOption}</dd>
            <dt className="text-slate-600">Premium paid</dt>
            <dd className="font-medium">{plan.premiumPayType}</dd>
            <dt className="text-slate-600">Refund</dt>
            <dd className="font-medium">{plan.refundOption}</dd>
          </dl>
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
