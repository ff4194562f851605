// The travel list's filter dialog: minimum medical cover, pre-existing disease, insurer; each offering only what the
// list's plans have (travelFilterChoices), the dollars written as the cards write them.
import { useWords } from '~/lib/words';
import { ChoiceList, FilterModal, multiChoiceTab, type FilterTab } from '~/ui/filter-modal';
import { NO_TRAVEL_FILTERS, type TravelFilterChoices, type TravelPlanFilters } from './travel-plan-filters';
import { usd } from './travel-pricing';

export interface TravelFilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the list's plans offer to filter by. */
  choices: TravelFilterChoices;
  draft: TravelPlanFilters;
  onDraftChange: (draft: TravelPlanFilters) => void;
  onApply: () => void;
  onClearAll: () => void;
}

export function TravelFilterModal({
  open,
  onOpenChange,
  choices,
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
              options={choices.medical.map((value) => ({
                value: String(value),
                label: value === 0 ? words.anyMedicalCover : words.medicalAtLeast(usd(value)),
              }))}
              selected={[String(draft.minMedical)]}
              onChange={([value]) => onDraftChange({ ...draft, minMedical: Number(value ?? 0) })}
            />
          ),
        },
        choices.disease && {
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
          values: choices.insurers,
          selected: draft.insurers,
          onChange: (insurers) => onDraftChange({ ...draft, insurers }),
        }),
      ].filter((tab): tab is FilterTab => Boolean(tab))}
    />
  );
}
