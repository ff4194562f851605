// Asking before we keep a quote lead: the consent box (unticked until the visitor ticks it) and how to reach them.
import { CONTACT_PREFERENCES, LEAD_CONSENT_TEXT } from '@bimasetu/contract';
import { useId } from 'react';
import type { ConsentValue } from '~/lib/leads';

// The value belongs to lib (forms' hooks hold it); the box that edits it is offered beside it.
export { DEFAULT_CONSENT, type ConsentValue } from '~/lib/leads';

export interface ConsentFieldsProps {
  value: ConsentValue;
  onChange: (value: ConsentValue) => void;
  className?: string;
}

export function ConsentFields({ value, onChange, className = '' }: ConsentFieldsProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${className}`}>
      <label
        htmlFor={`${id}-consent`}
        className="flex cursor-pointer items-start gap-3 text-sm text-slate-800"
      >
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={value.consent}
          onChange={(event) => onChange({ ...value, consent: event.target.checked })}
        />
        <span>{LEAD_CONSENT_TEXT}</span>
      </label>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 w-full text-sm font-medium text-slate-800">Preferred way to reach you</legend>
        {CONTACT_PREFERENCES.map((preference) => (
          <label
            key={preference}
            className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="radio"
              name={`${id}-preference`}
              value={preference}
              className="size-4 accent-brand-700"
              checked={value.contactPreference === preference}
              onChange={() => onChange({ ...value, contactPreference: preference })}
            />
            {preference}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
