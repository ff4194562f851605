// The travellers modal: 1 to 5 or 6+ (a counter from 6 to 15), an age for each traveller, and whether anyone
// has a pre-existing condition (Yes reveals a checklist of the travellers).
import {
  TRAVEL_COUNTER_START,
  TRAVEL_MAX_TRAVELLERS,
  TRAVEL_QUICK_TRAVELLER_COUNTS,
} from '@bimasetu/contract';
import { Minus, Plus } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { controlClass } from '~/ui/field';
import { AGE_CHOICES, type TravellersAction, type TravellersState } from './travellers-reducer';

export interface TravellersModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: TravellersState;
  dispatch: Dispatch<TravellersAction>;
  agesError?: string;
  conditionError?: string;
}

const chip =
  'min-h-11 min-w-11 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const chipOn = 'border-brand-700 bg-brand-700 text-white';
const chipOff = 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50';

export function TravellersModal({
  open,
  onOpenChange,
  state,
  dispatch,
  agesError,
  conditionError,
}: TravellersModalProps) {
  const count = state.ages.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Who is travelling?"
      description="Choose how many people travel and the age of each."
      size="md"
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Number of travellers</legend>
        <div className="flex flex-wrap gap-2">
          {TRAVEL_QUICK_TRAVELLER_COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={state.mode === 'quick' && count === n}
              className={`${chip} ${state.mode === 'quick' && count === n ? chipOn : chipOff}`}
              onClick={() => dispatch({ type: 'choose-count', count: n })}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={state.mode === 'more'}
            className={`${chip} ${state.mode === 'more' ? chipOn : chipOff}`}
            onClick={() => dispatch({ type: 'choose-more' })}
          >
            {TRAVEL_COUNTER_START}+
          </button>
        </div>
      </fieldset>

      {state.mode === 'more' ? (
        <div className="mt-3 flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            aria-label="One traveller fewer"
            disabled={count <= TRAVEL_COUNTER_START}
            onClick={() => dispatch({ type: 'decrement' })}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" className="min-w-24 text-center text-base font-semibold">
            {count} travellers
          </output>
          <Button
            variant="secondary"
            size="sm"
            aria-label="One traveller more"
            disabled={count >= TRAVEL_MAX_TRAVELLERS}
            onClick={() => dispatch({ type: 'increment' })}
          >
            <Plus aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}

      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {state.ages.map((age, i) => (
          <label key={`${count}-${i}`} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Traveller {i + 1} age
            <select
              className={controlClass}
              value={age}
              aria-invalid={agesError && age === '' ? true : undefined}
              onChange={(event) => dispatch({ type: 'set-age', index: i, age: event.target.value })}
            >
              <option value="">Select age</option>
              {AGE_CHOICES.map((a) => (
                <option key={a} value={a}>
                  {a === '0' ? 'Under 1 year' : `${a} ${a === '1' ? 'year' : 'years'}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {agesError ? <p className="mt-2 text-sm font-medium text-red-700">{agesError}</p> : null}

      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Does any traveller have a pre-existing medical condition?
        </legend>
        <div className="flex gap-2">
          {[true, false].map((answer) => (
            <button
              key={String(answer)}
              type="button"
              aria-pressed={state.hasCondition === answer}
              className={`${chip} ${state.hasCondition === answer ? chipOn : chipOff}`}
              onClick={() => dispatch({ type: 'answer-condition', hasCondition: answer })}
            >
              {answer ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </fieldset>

      {state.hasCondition ? (
        <fieldset className="mt-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">Who has a condition?</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {state.ages.map((age, i) => (
              <label key={i} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={state.withCondition.includes(i)}
                  onChange={() => dispatch({ type: 'toggle-condition', index: i })}
                />
                Traveller {i + 1}
                {age ? ` (${age})` : ''}
              </label>
            ))}
          </div>
          {conditionError ? <p className="mt-1 text-sm font-medium text-red-700">{conditionError}</p> : null}
        </fieldset>
      ) : null}
    </Dialog>
  );
}
