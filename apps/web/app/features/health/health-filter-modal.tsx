// The health and family lists' filter modal: every tab of the spec that the list's plans give a choice in, each
// choice named in the page's words; filters apply as they are ticked ("Show N plans" says what the list holds), a
// tab's Reset and Clear all empty them. Loaded by health-plan-list.tsx when first opened.
import { useWords, type WordBook } from '~/lib/words';
import { ChoiceList, FilterModal } from '~/ui/filter-modal';
import {
  activeHealthFilters,
  HEALTH_TABS,
  NO_HEALTH_FILTERS,
  resetTab,
  type HealthFilters,
  type HealthTabId,
} from './health-plan-filters';

type Words = WordBook['healthList'];

/** A filter tab's choices named in the page's words. */
function optionLabel(words: Words, tab: HealthTabId, value: string): string {
  const named: Partial<Record<HealthTabId, Record<string, string>>> = {
    sort: words.sorts,
    cover: words.coverBands,
    premium: words.premiumBands,
    roomRent: words.roomRent,
    benefits: words.benefits,
    portability: words.portability,
  };
  if (tab === 'maternity' || tab === 'disease' || tab === 'period') return words.years(Number(value));
  return named[tab]?.[value] ?? value;
}

export interface HealthFilterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: HealthFilters;
  onFiltersChange: (update: (filters: HealthFilters) => HealthFilters) => void;
  /** Each tab's choices the list's plans have (healthTabChoices); a tab with none is left out. */
  choices: Record<HealthTabId, readonly string[]>;
  /** How many plans the filters leave. */
  shown: number;
}

export function HealthFilterModal({
  open,
  onOpenChange,
  filters,
  onFiltersChange,
  choices,
  shown,
}: HealthFilterModalProps) {
  const words = useWords('healthList');
  return (
    <FilterModal
      open={open}
      onOpenChange={onOpenChange}
      title={words.filterTitle}
      onApply={() => undefined}
      applyLabel={words.showPlans(shown)}
      onClearAll={() => onFiltersChange(() => NO_HEALTH_FILTERS)}
      onResetTab={(tab) => onFiltersChange((f) => resetTab(f, tab as HealthTabId))}
      tabs={HEALTH_TABS.filter((tab) => choices[tab.id].length > 0).map((tab) => ({
        id: tab.id,
        label: words.tabs[tab.id],
        activeCount: activeHealthFilters(filters, tab.id),
        content: (
          <ChoiceList
            legend={words.tabs[tab.id]}
            name={`health-${tab.id}`}
            mode={tab.mode}
            options={choices[tab.id].map((value) => ({ value, label: optionLabel(words, tab.id, value) }))}
            selected={filters[tab.id]}
            onChange={(selected) => onFiltersChange((f) => ({ ...f, [tab.id]: selected }))}
          />
        ),
      }))}
    />
  );
}
