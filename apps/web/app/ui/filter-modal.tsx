// The two-column filter modal of the plan lists: tabs on the left, that tab's options on the right,
// Clear all and Apply at the bottom. It closes on Apply, on an outside click, on Escape or with the X.
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

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
  title = 'Sort & Filter',
  tabs,
  onClearAll,
  closeOnClearAll = false,
  onResetTab,
  onApply,
  applyLabel = 'Apply',
}: FilterModalProps) {
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="lg"
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
              Clear all
            </Button>
          ) : null}
          <Button
            onClick={() => {
              onApply();
              onOpenChange(false);
            }}
          >
            {applyLabel}
          </Button>
        </>
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={setTab}
        orientation="vertical"
        className="flex min-h-72 gap-0 border-y border-slate-200"
      >
        <Tabs.List
          aria-label="Filter groups"
          className="flex w-32 shrink-0 flex-col border-r border-slate-200 bg-slate-50 sm:w-48"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.id}
              value={item.id}
              className="flex min-h-11 items-center justify-between gap-2 border-l-4 border-transparent px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-brand-800"
            >
              <span>{item.label}</span>
              {item.activeCount ? (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white"
                  >
                    {item.activeCount}
                  </span>
                  <span className="sr-only">{`, ${item.activeCount} selected`}</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Content
            key={item.id}
            value={item.id}
            className="min-w-0 flex-1 overflow-y-auto p-2 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-4"
          >
            {onResetTab ? (
              <div className="mb-2 flex justify-end">
                <Button variant="ghost" size="sm" onClick={() => onResetTab(item.id)}>
                  Reset<span className="sr-only"> {item.label}</span>
                </Button>
              </div>
            ) : null}
            {item.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
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

/** A tab of tick boxes over plain values, its name also the legend, counting what is ticked beside its name. */
export function multiChoiceTab({
  id,
  label,
  name,
  values,
  selected,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  values: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
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
        options={values.map((value) => ({ value, label: value }))}
        selected={selected}
        onChange={onChange}
      />
    ),
  };
}
