// The plan-details dialog of a term plan: what the card cannot fit (how the premium is made up and what it
// assumes), and the way on to the application.
import { Link } from 'react-router';
import { formatRupees } from '~/lib/format';
import { buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { sayIn, useWords } from '~/lib/words';
import type { PricedTermPlan } from './term-plan-filters';
import type { ListPerson } from './term-person';

export interface TermPlanDetailsProps {
  priced: PricedTermPlan | null;
  lifeCover: number;
  coverTill: number;
  /** Who the prices are for and the tobacco answer, to say the quote's inputs in the page's language. */
  person: ListPerson;
  tobacco: string;
  onClose: () => void;
  applyHref: (priced: PricedTermPlan) => string;
}

export function TermPlanDetails({
  priced,
  lifeCover,
  coverTill,
  person,
  tobacco,
  onClose,
  applyHref,
}: TermPlanDetailsProps) {
  const words = useWords('termList');
  const say = sayIn(words.messages);
  const plan = priced?.plan ?? null;
  const quote = priced?.quote;
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan?.name ?? words.planDetails}
      description={plan ? words.planBy(words.planTypes[plan.planType], plan.insurer) : undefined}
      footer={
        priced ? (
          <Link className={buttonClass('accent')} to={applyHref(priced)}>
            {words.getQuote}
          </Link>
        ) : null
      }
    >
      {plan ? (
        <div className="flex flex-col gap-4 text-sm text-slate-800">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            <dt className="text-slate-600">{words.lifeCover}</dt>
            <dd className="font-medium">{words.coverShort(lifeCover)}</dd>
            <dt className="text-slate-600">{words.coverTillAge}</dt>
            <dd className="font-medium">{words.years(coverTill)}</dd>
            <dt className="text-slate-600">{words.payout}</dt>
            <dd className="font-medium">{words.payouts[plan.payoutOption]}</dd>
            <dt className="text-slate-600">{words.premiumPaid}</dt>
            <dd className="font-medium">{words.payTypes[plan.premiumPayType]}</dd>
            <dt className="text-slate-600">{words.refund}</dt>
            <dd className="font-medium">{words.refunds[plan.refundOption]}</dd>
          </dl>
          {quote ? (
            <section>
              <h3 className="font-semibold text-slate-900">{words.premiumMadeUp}</h3>
              <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {quote.breakdown.map((line) => (
                  <div key={line.label} className="contents">
                    <dt>{say(line.label)}</dt>
                    <dd className="text-right">{formatRupees(line.amount)}</dd>
                  </div>
                ))}
                <dt>{words.gstLabel}</dt>
                <dd className="text-right">{formatRupees(quote.gst)}</dd>
                <dt className="font-semibold">{words.youPay}</dt>
                <dd className="text-right font-semibold">{formatRupees(quote.total)}</dd>
              </dl>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {quote.assumptions.map((said, i) => (
                  <li key={said}>
                    {/* the first is the inputs in words, which the engine writes from the same person and choice */}
                    {i === 0
                      ? words.inputsInWords(person.age, tobacco, person.gender, lifeCover, coverTill)
                      : say(said)}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">{words.rates(quote.rateVersion)}</p>
            </section>
          ) : null}
          <section>
            <h3 className="font-semibold text-slate-900">{words.planGives}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {plan.planDetails.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold text-slate-900">{words.addOnsToChoose}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {plan.addOns.map((addOn) => (
                <li key={addOn}>{addOn}</li>
              ))}
            </ul>
          </section>
          {plan.womenSpecialOffer ? (
            <p>
              <span className="font-semibold">{words.womenOffer}</span> {plan.womenSpecialOffer}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
