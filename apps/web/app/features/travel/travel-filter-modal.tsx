import { ChoiceList, FilterModal, multiChoiceTab } from '~/ui/filter-modal';
import { MEDICAL_COVER_CHOICES, NO_TRAVEL_FILTERS, type TravelPlanFilters } from './travel-plan-filters';
import { TRAVEL_PLANS } from './travel-plans';

const INSURERS = [...new Set(TRAVEL_PLANS.map((p) => p.name))].sort();

export interface TravelFilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: TravelPlanFilters;
  onDraftChange: (draft: TravelPlanFilters) => void;
  onApply: () => void;
  onClearAll: () => void;
}

export function TravelFilterModal({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onApply,
  onClearAll,
}: TravelFilterModalProps) {
  return (
    <FilterModal
      open={open}
      onOpenChange={onOpenChange}
      title="Filter plans"
      onApply={onApply}
      onClearAll={onClearAll}
      closeOnClearAll
      onResetTab={(tab) => {
        if (tab === 'medical') onDraftChange({ ...draft, minMedical: NO_TRAVEL_FILTERS.minMedical });
        if (tab === 'disease') onDraftChange({ ...draft, diseaseCoverOnly: false });
        if (tab === 'insurer') onDraftChange({ ...draft, insurers: [] });
      }}
      tabs={[
        {
          id: 'medical',
          label: 'Medical cover',
          activeCount: draft.minMedical > 0 ? 1 : 0,
          content: (
            <ChoiceList
              legend="Medical cover"
              mode="single"
              name="travel-medical"
              options={MEDICAL_COVER_CHOICES.map((c) => ({ value: String(c.value), label: c.label }))}
              selected={[String(draft.minMedical)]}
              onChange={([value]) => onDraftChange({ ...draft, minMedical: Number(value ?? 0) })}
            />
          ),
        },
        {
          id: 'disease',
          label: 'Pre-existing disease',
          activeCount: draft.diseaseCoverOnly ? 1 : 0,
          content: (
            <ChoiceList
              legend="Pre-existing disease"
              mode="multi"
              name="travel-disease"
              options={[{ value: 'covered', label: 'Only plans that cover pre-existing disease' }]}
              selected={draft.diseaseCoverOnly ? ['covered'] : []}
              onChange={(values) => onDraftChange({ ...draft, diseaseCoverOnly: values.includes('covered') })}
            />
          ),
        },
        multiChoiceTab({
          id: 'insurer',
          label: 'Insurer',
          name: 'travel-insurer',
          values: INSURERS,
          selected: draft.insurers,
          onChange: (insurers) => onDraftChange({ ...draft, insurers }),
        }),
      ]}
    />
  );
}
