// The car and two-wheeler plan lists: every plan priced for the visitor's vehicle, a premium filter and a
// sort by IDV, high to low.
import type { MotorVehicle } from '@bimasetu/contract';
import { useMemo, useState } from 'react';
import { useInBrowser } from '~/lib/use-in-browser';
import { useLocation, useNavigate } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { EmptyResults } from '~/ui/empty-results';
import { PhonePriceExplainer, PhoneToggle, usePhoneDisclosure } from '~/ui/phone-disclosure';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import type { MotorPlanInfo } from './motor-plan';
import { MotorPlanCard } from './motor-plan-card';
import { ANY_PREMIUM, premiumBands, selectMotorPlans } from './motor-plan-filters';
import {
  answersFromArrival,
  kindOf,
  motorInputs,
  priceMotorPlans,
  vehicleFields,
  type MotorAnswers,
} from './motor-pricing';
import { applicationHref } from '~/lib/quote-handover';
import { motorAssumptions, MotorVehiclePanel, pricedForLine } from './motor-vehicle-panel';
import type { MotorWords } from './motor-words';
import type { MotorArrival } from './use-motor-number-form';

export interface MotorPlanListProps {
  vehicle: MotorVehicle;
  plans: readonly MotorPlanInfo[];
}

function arrivalText(words: MotorWords, state: unknown): string | null {
  const arrival = state as Partial<MotorArrival> | null;
  if (!arrival?.registrationNumber) return null;
  if (arrival.brand && arrival.model) return words.pricesForNew(arrival.brand, arrival.model);
  return words.pricesFor(arrival.registrationNumber);
}

// the visitor's year, never the year the page was prerendered
const thisYear = () => new Date().getFullYear();

export function MotorPlanList({ vehicle, plans }: MotorPlanListProps) {
  const words = useWords('motorList');
  const filterFold = usePhoneDisclosure();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  // The number form's answer and the panel's answers live in the page's history entry, so a reload keeps them;
  // read only once hydrated, as the prerendered HTML never saw them (reading them at once was React error #418).
  const state = (inBrowser ? location.state : null) as
    (Partial<MotorArrival> & { answers?: MotorAnswers }) | null;
  const kind = kindOf(vehicle);
  const currentYear = inBrowser ? thisYear() : null;
  const answers = state?.answers ?? answersFromArrival(vehicle, state);
  const setAnswers = (next: MotorAnswers) =>
    void navigate(location.pathname + location.search, {
      replace: true,
      preventScrollReset: true,
      state: { ...state, answers: next },
    });
  const [band, setBand] = useState(ANY_PREMIUM);
  const [sortByIdv, setSortByIdv] = useState(false);
  const inputs = useMemo(() => motorInputs(kind, answers, currentYear), [kind, answers, currentYear]);
  const priced = useMemo(() => priceMotorPlans(plans, vehicle, inputs), [plans, vehicle, inputs]);
  const shown = useMemo(() => selectMotorPlans(priced, band, sortByIdv), [priced, band, sortByIdv]);
  const arrival = arrivalText(words, state);
  const bands = [
    { value: ANY_PREMIUM, label: words.anyPremium },
    ...premiumBands(priced).map((band) => ({
      value: band.value,
      label: band.value === 'lower' ? words.bandBelow(band.from) : words.bandBetween(band.from, band.to),
    })),
  ];
  const first = priced[0];

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{words.title[vehicle]}</h1>
        <p className="mt-1 text-slate-700">
          {arrival ?? words.planCount(plans.length)} {words.oneCover}
        </p>
      </div>
      <MotorVehiclePanel kind={kind} answers={answers} onChange={setAnswers} currentYear={currentYear}>
        <div className="flex flex-col gap-1 text-sm text-slate-700" data-testid="priced-for">
          <p className="font-medium text-slate-900">
            {first ? pricedForLine(words, inputs, first.quote) : null}
          </p>
          {first && first.quote.thirdPartyYears > 1 ? (
            <p className="font-medium text-slate-900" data-testid="bundled">
              {words.bundled(kind, first.quote.thirdPartyYears)}
            </p>
          ) : null}
          <PhonePriceExplainer>
            {motorAssumptions(words, kind, answers).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{words.estimate}</p>
          </PhonePriceExplainer>
        </div>
      </MotorVehiclePanel>
      <PhoneToggle disclosure={filterFold} className="self-start">
        {words.filters}
      </PhoneToggle>
      <div
        id={filterFold.id}
        className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between ${filterFold.foldClass}`}
      >
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 w-full text-sm font-semibold text-slate-900">
            {inputs.newVehicle ? words.premiumForPolicy : words.premiumPerYear}
          </legend>
          {bands.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
            >
              <input
                type="radio"
                name="premium-band"
                value={choice.value}
                checked={band === choice.value}
                onChange={() => setBand(choice.value)}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={sortByIdv}
            onChange={(e) => setSortByIdv(e.target.checked)}
            className="size-4 accent-brand-700"
          />
          {words.sortByIdv}
        </label>
      </div>
      <SortNote
        order={sortByIdv ? words.orderByIdv : words.orderPopular}
        shown={shown.length}
        total={priced.length}
      />
      {shown.length === 0 ? (
        <EmptyResults
          onClear={() => {
            setBand(ANY_PREMIUM);
            setSortByIdv(false);
          }}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={words.plans}>
          {shown.map((plan) => (
            <li key={plan.id}>
              <MotorPlanCard
                plan={plan}
                applyHref={localHref(
                  locale,
                  applicationHref({
                    line: kind,
                    planId: `${kind}-${plan.id}`,
                    planName: plan.name,
                    insurer: plan.logo,
                    cover: plan.idv,
                    choices: {
                      modelId: inputs.modelId,
                      ageMonths: inputs.ageMonths,
                      zone: inputs.zone,
                      claimFreeYears: inputs.claimFreeYears,
                    },
                    fields: vehicleFields(kind, answers),
                  }),
                )}
              />
            </li>
          ))}
        </ul>
      )}
      <PlanDisclaimer />
      <p className="text-xs text-slate-600">{words.sources}</p>
    </main>
  );
}
