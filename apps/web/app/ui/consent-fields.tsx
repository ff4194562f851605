// Asking before we keep a quote lead: each purpose its own unticked box with its own words (a call-back about
// this quote; offers and reminders), and how to reach the visitor.
import { CONTACT_PREFERENCES, CURRENT_CONSENT, type ConsentPurpose } from '@bimasetu/contract';
import { useId } from 'react';
import type { ConsentValue } from '~/lib/leads';
import { useSession } from '~/lib/session';
import { useWords, type WordBook } from '~/lib/words';

// The value belongs to lib (forms' hooks hold it); the boxes that edit it are offered beside it.
export { DEFAULT_CONSENT, type ConsentValue } from '~/lib/leads';

export interface ConsentFieldsProps {
  value: ConsentValue;
  onChange: (value: ConsentValue) => void;
  /** The call-back box; off where the form is itself the request (the travel booking). */
  offerCallBack?: boolean;
  className?: string;
}

/**
 * The purpose's current wording in the page's language: the translation of that very version (the one the server
 * records), or the contract's English when the version has no translation yet.
 */
export function consentText(words: WordBook['consent'], purpose: ConsentPurpose): string {
  const { version, text } = CURRENT_CONSENT[purpose];
  return words.texts[version] ?? text;
}

function Choice({
  id,
  checked,
  text,
  onChange,
  disabled = false,
  hintId,
}: {
  id: string;
  checked: boolean;
  text: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hintId?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={`flex items-start gap-3 text-sm ${disabled ? 'text-slate-600' : 'cursor-pointer text-slate-800'}`}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        disabled={disabled}
        aria-describedby={hintId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{text}</span>
    </label>
  );
}

export function ConsentFields({ value, onChange, offerCallBack = true, className = '' }: ConsentFieldsProps) {
  const id = useId();
  const consentWords = useWords('consent');
  // offers and reminders are recorded only for a verified number (issue 31): logged out, the box waits for a login
  const { loggedIn } = useSession();
  return (
    <div className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${className}`}>
      {offerCallBack ? (
        <Choice
          id={`${id}-consent`}
          checked={value.consent}
          text={consentText(consentWords, 'request')}
          onChange={(consent) => onChange({ ...value, consent })}
        />
      ) : null}
      <Choice
        id={`${id}-marketing`}
        checked={value.marketing && loggedIn}
        text={consentText(consentWords, 'marketing')}
        onChange={(marketing) => onChange({ ...value, marketing })}
        disabled={!loggedIn}
        hintId={loggedIn ? undefined : `${id}-marketing-hint`}
      />
      {loggedIn ? null : (
        <p id={`${id}-marketing-hint`} className="-mt-1 pl-8 text-xs text-slate-700">
          {consentWords.marketingNeedsLogin}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {offerCallBack ? consentWords.optional : consentWords.bookingOptional}
      </p>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 w-full text-sm font-medium text-slate-800">{consentWords.preference}</legend>
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
            {consentWords.preferences[preference]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
