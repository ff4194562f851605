// The filter modal's tabs over Radix Tabs: group names on the left, that group's options on the right.
// Loaded by ui/filter-modal.tsx when the modal first opens.
import { Tabs } from 'radix-ui';
import { useWords } from '~/lib/words';
import { Button } from './button';
import type { FilterTab } from './filter-modal';

export function FilterTabs({
  tabs,
  tab,
  onTabChange,
  onResetTab,
}: {
  tabs: FilterTab[];
  tab: string;
  onTabChange: (tab: string) => void;
  onResetTab: ((tabId: string) => void) | undefined;
}) {
  const words = useWords('lists');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={onTabChange}
      orientation="vertical"
      // the height the dialog has left (ui/dialog-panel.tsx, body "fill"): the tabs and the options scroll each in
      // their own column, so neither pushes the dialog's buttons off the screen
      className="flex min-h-[min(18rem,50dvh)] flex-auto gap-0 border-y border-slate-200"
    >
      <Tabs.List
        aria-label={words.filterGroups}
        className="flex w-32 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-slate-50 sm:w-48"
      >
        {tabs.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={item.id}
            className="flex min-h-11 shrink-0 items-center justify-between gap-2 border-l-4 border-transparent px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-brand-800"
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
                <span className="sr-only">{words.tabSelected(item.activeCount)}</span>
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
                {words.reset}
                <span className="sr-only"> {item.label}</span>
              </Button>
            </div>
          ) : null}
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
