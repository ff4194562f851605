// The bar that stays on top of a term list: Sort/Filter, life cover, cover till and Monthly/Yearly.
import { SlidersHorizontal } from 'lucide-react';
import { useStickyOffset } from '~/lib/use-sticky-offset';
import { Button } from '~/ui/button';
import { controlClass } from '~/ui/field';
import { COVER_TILL_CHOICES, LIFE_COVER_CHOICES, type Billing, type TermBar } from './term-plan-filters';

export interface TermStickyBarProps {
  bar: TermBar;
  onBarChange: (bar: TermBar) => void;
  activeFilters: number;
  onOpenFilters: () => void;
}

const BILLINGS: readonly Billing[] = ['Monthly', 'Yearly'];

export function TermStickyBar({ bar, onBarChange, activeFilters, onOpenFilters }: TermStickyBarProps) {
  const top = useStickyOffset();
  return (
    <div
      style={{ top }}
      className="sticky z-20 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-end gap-3 px-4 py-3">
        <Button variant="secondary" onClick={onOpenFilters} aria-haspopup="dialog">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Sort/Filter
          {activeFilters > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{activeFilters}</span>
          ) : null}
        </Button>
        <label className="flex min-w-36 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
          Life cover
          <select
            className={controlClass}
            value={bar.lifeCover}
            onChange={(e) => onBarChange({ ...bar, lifeCover: e.target.value })}
          >
            {LIFE_COVER_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-36 flex-1 flex-col gap-1 text-xs font-medium text-slate-700">
          Cover till
          <select
            className={controlClass}
            value={bar.coverTill}
            onChange={(e) => onBarChange({ ...bar, coverTill: e.target.value })}
          >
            {COVER_TILL_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="Show premium" className="flex rounded-lg border border-brand-700 p-0.5">
          {BILLINGS.map((billing) => (
            <button
              key={billing}
              type="button"
              aria-pressed={bar.billing === billing}
              onClick={() => onBarChange({ ...bar, billing })}
              className="min-h-10 rounded-md px-4 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {billing}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
