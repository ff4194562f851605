// The bar that stays on top of a term list: Sort/Filter, the life cover, cover-till age and tobacco answer every
// plan is priced at, and Monthly/Yearly.
import { useStickyOffset } from '~/lib/use-sticky-offset';
import { FilterButton } from '~/ui/filter-button';
import { controlClass } from '~/ui/field';
import {
  COVER_TILL_AGES,
  coverTillAllowed,
  LIFE_COVER_CHOICES,
  type Billing,
  type TermBar,
  type TobaccoAnswer,
} from './term-plan-filters';
import { useWords } from '~/lib/words';

export interface TermStickyBarProps {
  bar: TermBar;
  /** The visitor's age, which decides the cover-till ages on offer. */
  age: number;
  /** The cover-till age prices use now. */
  coverTill: number;
  onBarChange: (bar: TermBar) => void;
  activeFilters: number;
  onOpenFilters: () => void;
}

const BILLINGS: readonly Billing[] = ['Monthly', 'Yearly'];

// On phones the caption sits inside the select's box, above the value; from sm up it is a label above the box.
const selectLabel =
  'relative order-3 flex min-w-0 flex-col text-xs font-medium text-slate-700 sm:order-none sm:min-w-36 sm:flex-1 sm:gap-1';
const selectCaption =
  'pointer-events-none absolute left-3 top-1.5 text-[11px] leading-none text-slate-600 sm:static sm:text-xs sm:text-slate-700';
const selectPadding = 'pt-4! pb-1! pl-2! text-[13px]! sm:py-2! sm:pl-3! sm:text-base!';

/** The list shows why some cover-till ages are not offered under this id. */
export const COVER_TILL_NOTE_ID = 'cover-till-note';

export function TermStickyBar({
  bar,
  age,
  coverTill,
  onBarChange,
  activeFilters,
  onOpenFilters,
}: TermStickyBarProps) {
  const words = useWords('termList');
  const stickyRef = useStickyOffset<HTMLDivElement>();
  const tobaccoChoices: readonly { value: TobaccoAnswer; label: string }[] = [
    { value: 'unanswered', label: words.tobaccoUnanswered },
    { value: 'no', label: words.tobaccoNo },
    { value: 'yes', label: words.tobaccoYes },
  ];
  const tooSoon = COVER_TILL_AGES.filter((till) => !coverTillAllowed(till, age));
  return (
    <div
      ref={stickyRef}
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
    >
      {/* Phones: two rows (Sort/Filter and the toggle, then the three selects with their labels inside the box, cover till
          widest for its "60 years of age"),
          about 110 px instead of 165; wider screens: one wrapping row with labels above. */}
      <div className="mx-auto grid max-w-5xl grid-cols-7 gap-2 px-4 py-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3 sm:py-3">
        <FilterButton
          label={words.sortFilter}
          active={activeFilters}
          onClick={onOpenFilters}
          className="order-1 col-span-3 sm:order-none"
        />
        <label className={`${selectLabel} col-span-2`}>
          <span className={selectCaption}>{words.lifeCover}</span>
          <select
            className={`${controlClass} ${selectPadding}`}
            value={bar.lifeCover}
            onChange={(e) => onBarChange({ ...bar, lifeCover: Number(e.target.value) })}
          >
            {LIFE_COVER_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {words.coverChoice(choice.value)}
              </option>
            ))}
          </select>
        </label>
        <label className={`${selectLabel} col-span-3`}>
          <span className={selectCaption}>{words.coverTill}</span>
          <select
            className={`${controlClass} ${selectPadding}`}
            value={coverTill}
            aria-describedby={tooSoon.length > 0 ? COVER_TILL_NOTE_ID : undefined}
            onChange={(e) => onBarChange({ ...bar, coverTill: Number(e.target.value) })}
          >
            {COVER_TILL_AGES.map((till) =>
              coverTillAllowed(till, age) ? (
                <option key={till} value={till}>
                  {words.coverTillOption(till)}
                </option>
              ) : (
                <option key={till} value={till} disabled>
                  {words.coverTillTooSoon(till, age)}
                </option>
              ),
            )}
          </select>
        </label>
        <label className={`${selectLabel} col-span-2`}>
          <span className={selectCaption}>{words.tobaccoLabel}</span>
          <select
            className={`${controlClass} ${selectPadding}`}
            value={bar.tobacco}
            onChange={(e) => onBarChange({ ...bar, tobacco: e.target.value as TobaccoAnswer })}
          >
            {tobaccoChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <div
          role="group"
          aria-label={words.showPremium}
          className="order-2 col-span-4 flex rounded-lg border border-brand-700 p-0.5 sm:order-none"
        >
          {BILLINGS.map((billing) => (
            <button
              key={billing}
              type="button"
              aria-pressed={bar.billing === billing}
              onClick={() => onBarChange({ ...bar, billing })}
              className="min-h-10 flex-1 rounded-md px-4 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {words.billing[billing]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
