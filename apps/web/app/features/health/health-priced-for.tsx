// The inputs every price on the list is computed from, read back, with the cover and period chosen here.
import { Link } from 'react-router';
import {
  COVER_CHOICES,
  coverText,
  LIST_PARAMS,
  PERIOD_CHOICES,
  type HealthListInputs,
} from './health-list-inputs';
import { healthWords } from './health-words';

export interface HealthPricedForProps {
  inputs: HealthListInputs;
  /** The engine's own words for the inputs, e.g. "for 1 adult aged 30 in Delhi (zone A), ₹10 lakh for 1 year". */
  pricedFor: string;
  formPath: string;
  /** An empty value clears the choice. */
  onChoose: (param: string, value: string) => void;
}

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700';

export function HealthPricedFor({ inputs, pricedFor, formPath, onChoose }: HealthPricedForProps) {
  return (
    <section
      aria-label="What the prices are for"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-900" data-testid="priced-for">
        <span className="font-semibold">{healthWords.pricedFor}</span> {pricedFor.replace(/^for /, '')}
        {inputs.fromVisitor ? '' : ` (${healthWords.defaultProfile})`}.{' '}
        <Link to={formPath} className="font-medium text-brand-800 underline">
          {healthWords.changeDetails}
        </Link>
      </p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <label className="text-sm font-medium text-slate-700">
          {healthWords.coverLabel}
          <select
            className={selectClass}
            value={inputs.coverLakh ?? ''}
            onChange={(e) => onChoose(LIST_PARAMS.cover, e.target.value)}
          >
            <option value="">{healthWords.ownCover}</option>
            {COVER_CHOICES.map((lakh) => (
              <option key={lakh} value={lakh}>
                {coverText(lakh)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          {healthWords.periodLabel}
          <select
            className={selectClass}
            value={inputs.years}
            onChange={(e) => onChoose(LIST_PARAMS.years, e.target.value)}
          >
            {PERIOD_CHOICES.map((years) => (
              <option key={years} value={years}>
                {healthWords.years(years)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-slate-600">{healthWords.estimate}</p>
    </section>
  );
}
