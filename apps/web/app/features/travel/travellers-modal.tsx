// The travellers modal: 1 to 5 or 6+ (a counter from 1 to 15 that starts at 6), an age for each traveller, and whether anyone
// has a pre-existing condition (Yes reveals a checklist of the travellers).
import {
  TRAVEL_COUNTER_START,
  TRAVEL_MAX_TRAVELLERS,
  TRAVEL_MIN_TRAVELLERS,
  TRAVEL_QUICK_TRAVELLER_COUNTS,
} from '@bimasetu/contract';
import { Minus, Plus } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { useWords } from '~/lib/words';
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
  const w = useWords('travelForm');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={w.dialogTitle}
      description={w.dialogIntro}
      size="md"
      closeLabel={w.close}
      footer={<Button onClick={() => onOpenChange(false)}>{w.done}</Button>}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{w.howMany}</legend>
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
            aria-label={w.fewer}
            disabled={count <= TRAVEL_MIN_TRAVELLERS}
            onClick={() => dispatch({ type: 'decrement' })}
          >
            <Minus aria-hidden="true" className="size-4" />
          </Button>
          <output aria-live="polite" className="min-w-24 text-center text-base font-semibold">
            {w.counted(count)}
          </output>
          <Button
            variant="secondary"
            size="sm"
            aria-label={w.more}
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
            {w.travellerAge(i + 1)}
            <select
              className={controlClass}
              value={age}
              aria-invalid={agesError && age === '' ? true : undefined}
              onChange={(event) => dispatch({ type: 'set-age', index: i, age: event.target.value })}
            >
              <option value="">{w.selectAge}</option>
              {AGE_CHOICES.map((a) => (
                <option key={a} value={a}>
                  {a === '0' ? w.underOne : w.age(a)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {agesError ? <p className="mt-2 text-sm font-medium text-red-700">{agesError}</p> : null}

      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">{w.conditionQuestion}</legend>
        <div className="flex gap-2">
          {[true, false].map((answer) => (
            <button
              key={String(answer)}
              type="button"
              aria-pressed={state.hasCondition === answer}
              className={`${chip} ${state.hasCondition === answer ? chipOn : chipOff}`}
              onClick={() => dispatch({ type: 'answer-condition', hasCondition: answer })}
            >
              {answer ? w.yes : w.no}
            </button>
          ))}
        </div>
      </fieldset>

      {state.hasCondition ? (
        <fieldset className="mt-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{w.whoHasCondition}</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {state.ages.map((age, i) => (
              <label key={i} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={state.withCondition.includes(i)}
                  onChange={() => dispatch({ type: 'toggle-condition', index: i })}
                />
                {w.traveller(i + 1)}
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
