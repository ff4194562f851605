// The two-column filter modal of the plan lists: tabs on the left, that tab's options on the right,
// Clear all and Apply at the bottom. It closes on Apply, on an outside click, on Escape or with the X.
// However long a tab (the Insurer tab's list), only its options scroll: the title, the tabs and the buttons stay in
// view on a phone and on a laptop alike.
import { useState, type ReactNode } from 'react';
import { useWords } from '~/lib/words';
import { Button } from './button';
import { Dialog } from './dialog';
import { lazyPart } from './lazy-part';

// The tabs (Radix Tabs) load with the dialog, the first time the modal opens, not with the list.
const tabsPart = lazyPart(
  () => import('./filter-tabs'),
  (m) => m.FilterTabs,
);
const FilterTabs = tabsPart.Component;
/** Loads the tabs' code ahead of the first open (the component tests do). */
export const preloadFilterTabs = tabsPart.preload;

export interface FilterTab {
  id: string;
  label: string;
  /** How many choices are active in this tab; shown beside its name. */
  activeCount?: number;
  content: ReactNode;
}

export interface FilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  tabs: FilterTab[];
  /** Clear all: the caller resets its choices; the modal closes when `closeOnClearAll` is set. */
  onClearAll?: () => void;
  closeOnClearAll?: boolean;
  /** Reset of the current tab only. */
  onResetTab?: (tabId: string) => void;
  /** Apply: the caller applies its choices; the modal then closes. */
  onApply: () => void;
  applyLabel?: string;
}

export function FilterModal({
  open,
  onOpenChange,
  title,
  tabs,
  onClearAll,
  closeOnClearAll = false,
  onResetTab,
  onApply,
  applyLabel,
}: FilterModalProps) {
  const words = useWords('lists');
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  // Fetch the tabs beside the dialog's own code instead of after it.
  if (open) void preloadFilterTabs();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? words.filterTitle}
      size="lg"
      body="fill"
      footer={
        <>
          {onClearAll ? (
            <Button
              variant="secondary"
              onClick={() => {
                onClearAll();
                if (closeOnClearAll) onOpenChange(false);
              }}
            >
              {words.clearAll}
            </Button>
          ) : null}
          <Button
            onClick={() => {
              onApply();
              onOpenChange(false);
            }}
          >
            {applyLabel ?? words.apply}
          </Button>
        </>
      }
    >
      <FilterTabs tabs={tabs} tab={tab} onTabChange={setTab} onResetTab={onResetTab} />
    </Dialog>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceListProps {
  legend: string;
  /** single: radio buttons; multi: checkboxes. */
  mode: 'single' | 'multi';
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  name: string;
}

/** The options of one filter tab. A single-choice list can be emptied again with its Reset or Clear all. */
export function ChoiceList({ legend, mode, options, selected, onChange, name }: ChoiceListProps) {
  const toggle = (value: string) => {
    if (mode === 'single') return onChange([value]);
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm sm:gap-3 sm:px-2 text-slate-800 hover:bg-slate-50"
        >
          <input
            type={mode === 'single' ? 'radio' : 'checkbox'}
            name={name}
            value={option.value}
            className="size-4 shrink-0 accent-brand-700"
            checked={selected.includes(option.value)}
            onChange={() => toggle(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A tab of tick boxes over plain values, its name also the legend, counting what is ticked beside its name. Each
 * value is shown as it is, or as `labelOf` says it in the page's language.
 */
export function multiChoiceTab({
  id,
  label,
  name,
  values,
  selected,
  onChange,
  labelOf = (value) => value,
}: {
  id: string;
  label: string;
  name: string;
  values: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  labelOf?: (value: string) => string;
}): FilterTab {
  return {
    id,
    label,
    activeCount: selected.length,
    content: (
      <ChoiceList
        legend={label}
        name={name}
        mode="multi"
        options={values.map((value) => ({ value, label: labelOf(value) }))}
        selected={selected}
        onChange={onChange}
      />
    ),
  };
}
