// The term lists' Sort & Filter modal: choices are a draft until Apply; Clear all resets everything and closes.
import { useState } from 'react';
import { ChoiceList, FilterModal, multiChoiceTab } from '~/ui/filter-modal';
import { PAYOUT_OPTIONS, PLAN_TYPES, PREMIUM_PAY_TYPES } from './term-plan';
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
          label: 'Sort',
          activeCount: draft.sort === 'popularity' ? 0 : 1,
          content: (
            <ChoiceList
              legend="Sort by"
              name="term-sort"
              mode="single"
              options={TERM_SORTS}
              selected={[draft.sort]}
              onChange={([sort]) => set('sort', (sort ?? 'popularity') as TermSort)}
            />
          ),
        },
        multiChoiceTab({
          id: 'plan-type',
          label: 'Plan type',
          name: 'term-plan-type',
          values: PLAN_TYPES,
          selected: draft.planTypes,
          onChange: (v) => set('planTypes', v as TermFilters['planTypes']),
        }),
        multiChoiceTab({
          id: 'payout',
          label: 'Payout options',
          name: 'term-payout',
          values: PAYOUT_OPTIONS,
          selected: draft.payoutOptions,
          onChange: (v) => set('payoutOptions', v as TermFilters['payoutOptions']),
        }),
        multiChoiceTab({
          id: 'insurer',
          label: 'Insurer',
          name: 'term-insurer',
          values: insurers,
          selected: draft.insurers,
          onChange: (v) => set('insurers', v),
        }),
        multiChoiceTab({
          id: 'pay-type',
          label: 'Premium pay type',
          name: 'term-pay-type',
          values: PREMIUM_PAY_TYPES,
          selected: draft.premiumPayTypes,
          onChange: (v) => set('premiumPayTypes', v as TermFilters['premiumPayTypes']),
        }),
      ]}
    />
  );
}
