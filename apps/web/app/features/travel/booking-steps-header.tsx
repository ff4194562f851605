// The booking's steps list and the current step's heading: the same in the prerendered frame (travel-booking.tsx)
// and in the wizard, so nothing above the step's fields moves when the trip arrives.
import type { Ref } from 'react';
import { useWords } from '~/lib/words';
import type { BookingStep } from './booking-steps';

/** The three steps; their names are in booking-words.ts (`steps`). */
const BOOKING_STEPS: readonly BookingStep[] = [1, 2, 3];

export function BookingStepsHeader({
  step,
  headingRef,
  heading = true,
}: {
  step: BookingStep;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The step's heading; left out above the message asking for a trip or a plan. */
  heading?: boolean;
}) {
  const w = useWords('travelBooking');
  return (
    <>
      <ol aria-label={w.stepsLabel} className="grid grid-cols-3 gap-2 text-center text-sm">
        {BOOKING_STEPS.map((n) => (
          <li
            key={n}
            aria-current={step === n ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 ${step === n ? 'bg-brand-700 font-semibold text-white' : step > n ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}
          >
            <span className="block text-xs">{w.stepNumber(n)}</span>
            {w.steps[n - 1]}
          </li>
        ))}
      </ol>
      {heading ? (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {w.steps[step - 1]}
        </h2>
      ) : null}
    </>
  );
}
