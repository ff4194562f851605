// The car and two-wheeler plan lists: every plan priced for the visitor's vehicle, a premium filter and a
// sort by IDV, high to low.
import type { MotorVehicle } from '@bimasetu/contract';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { EmptyResults } from '~/ui/empty-results';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import type { MotorPlanInfo } from './motor-plan';
import { MotorPlanCard } from './motor-plan-card';
import { ANY_PREMIUM, MOTOR_PREMIUM_BANDS, motorOrderText, selectMotorPlans } from './motor-plan-filters';
import { answersFromArrival, kindOf, motorInputs, priceMotorPlans, vehicleFields } from './motor-pricing';
import { applicationHref } from '~/lib/quote-handover';
import { motorAssumptions, MotorVehiclePanel } from './motor-vehicle-panel';
import { motorWords } from './motor-words';
import type { MotorArrival } from './use-motor-number-form';

export interface MotorPlanListProps {
  vehicle: MotorVehicle;
  title: string;
  plans: readonly MotorPlanInfo[];
}

function arrivalText(state: unknown): string | null {
  const arrival = state as Partial<MotorArrival> | null;
  if (!arrival?.registrationNumber) return null;
  if (arrival.brand && arrival.model) return `Prices for your new ${arrival.brand} ${arrival.model}.`;
  return `Prices for ${arrival.registrationNumber}.`;
}

const noSubscription = () => () => {};
// the visitor's year, never the year the page was prerendered
const thisYear = () => new Date().getFullYear();

export function MotorPlanList({ vehicle, title, plans }: MotorPlanListProps) {
  const state: unknown = useLocation().state;
  const kind = kindOf(vehicle);
  const currentYear = useSyncExternalStore(noSubscription, thisYear, () => null);
  const [answers, setAnswers] = useState(() => answersFromArrival(vehicle, state));
  const [band, setBand] = useState(ANY_PREMIUM);
  const [sortByIdv, setSortByIdv] = useState(false);
  const inputs = useMemo(() => motorInputs(kind, answers, currentYear), [kind, answers, currentYear]);
  const priced = useMemo(() => priceMotorPlans(plans, vehicle, inputs), [plans, vehicle, inputs]);
  const shown = useMemo(
    () => selectMotorPlans(priced, vehicle, band, sortByIdv),
    [priced, vehicle, band, sortByIdv],
  );
  const arrival = arrivalText(state);
  const bands = [{ value: ANY_PREMIUM, label: 'Any premium' }, ...MOTOR_PREMIUM_BANDS[vehicle]];

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">
          {arrival ?? `${plans.length} comprehensive plans from leading insurers.`} Own damage and third-party
          cover in one policy.
        </p>
      </div>
      <MotorVehiclePanel kind={kind} answers={answers} onChange={setAnswers} currentYear={currentYear} />
      <div className="flex flex-col gap-1 text-sm text-slate-700" data-testid="priced-for">
        <p className="font-medium text-slate-900">{priced[0]?.quote.assumptions[0]}</p>
        {motorAssumptions(kind, answers).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{motorWords.estimate}</p>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1 w-full text-sm font-semibold text-slate-900">Premium per year</legend>
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
          Sort by IDV: high to low
        </label>
      </div>
      <SortNote order={motorOrderText(sortByIdv)} shown={shown.length} total={priced.length} />
      <PlanDisclaimer />
      {shown.length === 0 ? (
        <EmptyResults
          onClear={() => {
            setBand(ANY_PREMIUM);
            setSortByIdv(false);
          }}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Plans">
          {shown.map((plan) => (
            <li key={plan.id}>
              <MotorPlanCard
                plan={plan}
                applyHref={applicationHref({
                  line: kind,
                  planName: plan.name,
                  insurer: plan.logo,
                  cover: plan.idv,
                  pricing: { engine: 'motor', planId: `${kind}-${plan.id}`, inputs },
                  fields: vehicleFields(kind, answers),
                })}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">{motorWords.sources}</p>
    </main>
  );
}
