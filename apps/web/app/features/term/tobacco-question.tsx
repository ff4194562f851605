// The term quote form's tobacco question: asked before any price, since a tobacco user pays 60% more
// (lines/term/term-rates.ts), and carried to the list, the application and the server's price.
import { TERM_TOBACCO_ANSWERS, type TermTobaccoAnswer } from '@bimasetu/contract';
import { useId } from 'react';
import type { TermFormWords } from './term-form-words';

export interface TobaccoQuestionProps {
  words: TermFormWords;
  value: TermTobaccoAnswer | '';
  error?: string | null;
  onChange: (answer: TermTobaccoAnswer) => void;
}

export function TobaccoQuestion({ words, value, error, onChange }: TobaccoQuestionProps) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {words.tobacco}
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        {words.tobaccoHint}
      </p>
      <div className="flex flex-wrap gap-2">
        {TERM_TOBACCO_ANSWERS.map((answer) => (
          <label
            key={answer}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="tobacco"
              value={answer}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
              checked={value === answer}
              onChange={() => onChange(answer)}
            />
            {words.tobaccoAnswers[answer]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
