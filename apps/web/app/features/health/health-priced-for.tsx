// The inputs every price on the list is computed from, read back, with the cover and period chosen here.
import { Link } from 'react-router';
import { useWords } from '~/lib/words';
import { PriceExplainer } from '~/ui/price-explainer';
import { COVER_CHOICES, LIST_PARAMS, PERIOD_CHOICES, type HealthListInputs } from './health-list-inputs';

export interface HealthPricedForProps {
  inputs: HealthListInputs;
  /** The inputs in the page's words, e.g. "1 adult aged 30 in Delhi (zone A), ₹10 lakh for 1 year". */
  pricedFor: string;
  formPath: string;
  /** The quote form's address in the page's language. An empty value clears the choice. */
  onChoose: (param: string, value: string) => void;
}

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700';

function ChoiceSelect(props: {
  label: string;
  value: number | string;
  onChange: (value: string) => void;
  options: readonly (readonly [value: number | string, text: string])[];
}) {
  return (
    <label className="flex-auto text-sm font-medium text-slate-700">
      {props.label}
      <select className={selectClass} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function HealthPricedFor({ inputs, pricedFor, formPath, onChoose }: HealthPricedForProps) {
  const healthWords = useWords('healthList');
  return (
    <section
      aria-label={healthWords.pricedForSection}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-900" data-testid="priced-for">
        <span className="font-semibold">{healthWords.pricedFor}</span>{' '}
        {healthWords.pricedForRest(pricedFor, inputs.fromVisitor)}{' '}
        <Link to={formPath} className="font-medium text-brand-800 underline">
          {healthWords.changeDetails}
        </Link>
      </p>
      {/* each box as wide as its longest choice ("Each plan's own cover"), side by side where both fit and one
          under the other where they do not: never a choice cut off */}
      <div className="flex flex-wrap gap-3 sm:max-w-md">
        <ChoiceSelect
          label={healthWords.coverLabel}
          value={inputs.coverLakh ?? ''}
          onChange={(value) => onChoose(LIST_PARAMS.cover, value)}
          options={[
            ['', healthWords.ownCover],
            ...COVER_CHOICES.map((lakh) => [lakh, healthWords.cover(lakh)] as const),
          ]}
        />
        <ChoiceSelect
          label={healthWords.periodLabel}
          value={inputs.years}
          onChange={(value) => onChoose(LIST_PARAMS.years, value)}
          options={PERIOD_CHOICES.map((years) => [years, healthWords.years(years)] as const)}
        />
      </div>
      <PriceExplainer>
        {inputs.coverLakh === null ? (
          <p className="text-sm text-slate-800" data-testid="own-cover-note">
            {healthWords.ownCoverNote}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">{healthWords.estimate}</p>
      </PriceExplainer>
    </section>
  );
}
