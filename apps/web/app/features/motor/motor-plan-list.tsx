// The car and two-wheeler plan lists: a premium filter and a sort by IDV, high to low.
import type { MotorVehicle } from '@bimasetu/contract';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyResults } from '~/ui/empty-results';
import { PlanDisclaimer } from '~/ui/plan-disclaimer';
import { SortNote } from '~/ui/sort-note';
import type { MotorPlan } from './motor-plan';
import { MotorPlanCard } from './motor-plan-card';
import { ANY_PREMIUM, MOTOR_PREMIUM_BANDS, motorOrderText, selectMotorPlans } from './motor-plan-filters';
import type { MotorArrival } from './use-motor-number-form';

export interface MotorPlanListProps {
  vehicle: MotorVehicle;
  title: string;
  plans: readonly MotorPlan[];
}

function arrivalText(state: unknown): string | null {
  const arrival = state as Partial<MotorArrival> | null;
  if (!arrival?.registrationNumber) return null;
  if (arrival.brand && arrival.model) return `Prices for your new ${arrival.brand} ${arrival.model}.`;
  return `Prices for ${arrival.registrationNumber}.`;
}

export function MotorPlanList({ vehicle, title, plans }: MotorPlanListProps) {
  const [band, setBand] = useState(ANY_PREMIUM);
  const [sortByIdv, setSortByIdv] = useState(false);
  const shown = useMemo(
    () => selectMotorPlans(plans, vehicle, band, sortByIdv),
    [plans, vehicle, band, sortByIdv],
  );
  const arrival = arrivalText(useLocation().state);
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
      <SortNote order={motorOrderText(sortByIdv)} shown={shown.length} total={plans.length} />
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
              <MotorPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
