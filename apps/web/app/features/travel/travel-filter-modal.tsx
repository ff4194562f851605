import { useWords } from '~/lib/words';
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
  const words = useWords('travelList');
  return (
    <FilterModal
      open={open}
      onOpenChange={onOpenChange}
      title={words.filterTitle}
      applyLabel={words.apply}
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
          label: words.medicalCover,
          activeCount: draft.minMedical > 0 ? 1 : 0,
          content: (
            <ChoiceList
              legend={words.medicalCover}
              mode="single"
              name="travel-medical"
              options={MEDICAL_COVER_CHOICES.map((c) => ({
                value: String(c.value),
                label: words.medicalChoices[c.value],
              }))}
              selected={[String(draft.minMedical)]}
              onChange={([value]) => onDraftChange({ ...draft, minMedical: Number(value ?? 0) })}
            />
          ),
        },
        {
          id: 'disease',
          label: words.disease,
          activeCount: draft.diseaseCoverOnly ? 1 : 0,
          content: (
            <ChoiceList
              legend={words.disease}
              mode="multi"
              name="travel-disease"
              options={[{ value: 'covered', label: words.diseaseOnly }]}
              selected={draft.diseaseCoverOnly ? ['covered'] : []}
              onChange={(values) => onDraftChange({ ...draft, diseaseCoverOnly: values.includes('covered') })}
            />
          ),
        },
        multiChoiceTab({
          id: 'insurer',
          label: words.insurer,
          name: 'travel-insurer',
          values: INSURERS,
          selected: draft.insurers,
          onChange: (insurers) => onDraftChange({ ...draft, insurers }),
        }),
      ]}
    />
  );
}
