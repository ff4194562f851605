// The term lists' Sort & Filter modal: choices are a draft until Apply; Clear all resets everything and closes.
import { useState } from 'react';
import { useWords } from '~/lib/words';
import { ChoiceList, FilterModal, multiChoiceTab } from '~/ui/filter-modal';
import {
  PAYOUT_OPTIONS,
  PLAN_TYPES,
  PREMIUM_PAY_TYPES,
  type PayoutOption,
  type PlanType,
  type PremiumPayType,
} from './term-plan';
import { NO_TERM_FILTERS, TERM_SORTS, type TermFilters, type TermSort } from './term-plan-filters';

export interface TermFilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applied: TermFilters;
  insurers: readonly string[];
  onApply: (filters: TermFilters) => void;
  /** Clear all: everything back to the full list in popularity order. */
  onClearAll: () => void;
}

export function TermFilterModal({
  open,
  onOpenChange,
  applied,
  insurers,
  onApply,
  onClearAll,
}: TermFilterModalProps) {
  const words = useWords('termList');
  const [draft, setDraft] = useState(applied);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from what is applied; choices left unapplied are dropped.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  const set = <K extends keyof TermFilters>(key: K, value: TermFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <FilterModal
      open={open}
      onOpenChange={onOpenChange}
      onApply={() => onApply(draft)}
      onClearAll={() => {
        setDraft(NO_TERM_FILTERS);
        onClearAll();
      }}
      closeOnClearAll
      tabs={[
        {
          id: 'sort',
          label: words.sortTab,
          activeCount: draft.sort === 'popularity' ? 0 : 1,
          content: (
            <ChoiceList
              legend={words.sortBy}
              name="term-sort"
              mode="single"
              options={TERM_SORTS.map((value) => ({ value, label: words.sorts[value].label }))}
              selected={[draft.sort]}
              onChange={([sort]) => set('sort', (sort ?? 'popularity') as TermSort)}
            />
          ),
        },
        multiChoiceTab({
          id: 'plan-type',
          label: words.planTypeTab,
          name: 'term-plan-type',
          values: PLAN_TYPES,
          labelOf: (v) => words.planTypes[v as PlanType],
          selected: draft.planTypes,
          onChange: (v) => set('planTypes', v as TermFilters['planTypes']),
        }),
        multiChoiceTab({
          id: 'payout',
          label: words.payoutTab,
          name: 'term-payout',
          values: PAYOUT_OPTIONS,
          labelOf: (v) => words.payouts[v as PayoutOption],
          selected: draft.payoutOptions,
          onChange: (v) => set('payoutOptions', v as TermFilters['payoutOptions']),
        }),
        multiChoiceTab({
          id: 'insurer',
          label: words.insurerTab,
          name: 'term-insurer',
          values: insurers,
          selected: draft.insurers,
          onChange: (v) => set('insurers', v),
        }),
        multiChoiceTab({
          id: 'pay-type',
          label: words.payTypeTab,
          name: 'term-pay-type',
          values: PREMIUM_PAY_TYPES,
          labelOf: (v) => words.payTypes[v as PremiumPayType],
          selected: draft.premiumPayTypes,
          onChange: (v) => set('premiumPayTypes', v as TermFilters['premiumPayTypes']),
        }),
      ]}
    />
  );
}
