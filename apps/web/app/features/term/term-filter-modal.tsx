// The term lists' Sort & Filter modal: choices are a draft until Apply; Clear all resets everything and closes.
import { useState } from 'react';
import { useWords } from '~/lib/words';
import { ChoiceList, FilterModal, multiChoiceTab } from '~/ui/filter-modal';
import type { TermVariant } from './term-plan';
import {
  NO_TERM_FILTERS,
  TERM_SORTS,
  type TermFilterChoices,
  type TermFilters,
  type TermSort,
} from './term-plan-filters';

export interface TermFilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applied: TermFilters;
  /** The insurers and variants of the list's plans (termFilterChoices). */
  choices: TermFilterChoices;
  onApply: (filters: TermFilters) => void;
  /** Clear all: everything back to the full list in popularity order. */
  onClearAll: () => void;
}

export function TermFilterModal({
  open,
  onOpenChange,
  applied,
  choices,
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
          id: 'insurer',
          label: words.insurerTab,
          name: 'term-insurer',
          values: choices.insurers,
          selected: draft.insurers,
          onChange: (v) => set('insurers', v),
        }),
        multiChoiceTab({
          id: 'also-offered',
          label: words.alsoOfferedTab,
          name: 'term-also-offered',
          values: choices.variants,
          labelOf: (v) => words.variants[v as TermVariant],
          selected: draft.alsoOffers,
          onChange: (v) => set('alsoOffers', v as TermFilters['alsoOffers']),
        }),
      ]}
    />
  );
}
