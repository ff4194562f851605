// The body of a term plan's details dialog: what the card cannot fit (how the premium is made up and what it
// assumes, what the plan gives, its add-ons). Loaded with its words when a visitor first opens a plan's details
// (term-plan-details.tsx), so the list's first load carries neither.
import { formatRupees } from '~/lib/format';
import { sayIn, useWords } from '~/lib/words';
import type { PricedTermPlan } from './term-plan-filters';
import type { ListPerson } from './term-person';
import { TERM_VARIANT_FACTS, termVariantFact } from './term-variant';
import { womenSavePercent } from './term-plan';

export interface TermPlanDetailsBodyProps {
  priced: PricedTermPlan;
  lifeCover: number;
  coverTill: number;
  person: ListPerson;
  tobacco: string;
}

export function TermPlanDetailsBody({
  priced,
  lifeCover,
  coverTill,
  person,
  tobacco,
}: TermPlanDetailsBodyProps) {
  const words = useWords('termList');
  const details = useWords('termDetails');
  const say = sayIn(details.messages);
  const { plan, quote } = priced;
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-800">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        <dt className="text-slate-600">{words.lifeCover}</dt>
        <dd className="font-medium">{words.coverShort(lifeCover)}</dd>
        <dt className="text-slate-600">{words.coverTillAge}</dt>
        <dd className="font-medium">{words.years(coverTill)}</dd>
        {TERM_VARIANT_FACTS.map((fact) => (
          <div key={fact} className="contents">
            <dt className="text-slate-600">{details.compareRows[fact]}</dt>
            <dd className="font-medium">{termVariantFact(words, details, priced, fact)}</dd>
          </div>
        ))}
      </dl>
      {quote ? (
        <section>
          <h3 className="font-semibold text-slate-900">{details.premiumMadeUp}</h3>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {quote.breakdown.map((line) => (
              <div key={line.label} className="contents">
                <dt>{say(line.label)}</dt>
                <dd className="text-right">{formatRupees(line.amount)}</dd>
              </div>
            ))}
            <dt>{details.gstLabel}</dt>
            <dd className="text-right">{formatRupees(quote.gst)}</dd>
            <dt className="font-semibold">{details.youPay}</dt>
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
          <p className="mt-1 text-xs text-slate-600">{details.rates(quote.rateVersion)}</p>
        </section>
      ) : null}
      <section>
        <h3 className="font-semibold text-slate-900">{details.planGives}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {plan.planDetails.map((line) => (
            <li key={line}>{details.planDetailLines[line]}</li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="font-semibold text-slate-900">{details.addOnsToChoose}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {plan.addOns.map((addOn) => (
            <li key={addOn}>{details.addOns[addOn]}</li>
          ))}
        </ul>
      </section>
      {plan.womenSpecialOffer ? (
        <p>
          <span className="font-semibold">{words.womenOffer}</span>{' '}
          {words.womenOffers[plan.womenSpecialOffer](womenSavePercent(plan.id), plan.insurer)}
        </p>
      ) : null}
    </div>
  );
}
