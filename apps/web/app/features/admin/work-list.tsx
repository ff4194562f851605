// The list part shared by the enquiries and leads screens: loading and error states, the empty message, the
// cards, the pager and the dialog that marks one In Progress or Resolved.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoadState, Pager } from './admin-page';
import { useWorkUpdate } from './work-api';
import { WorkDialog, type WorkTarget } from './work-dialog';

export function WorkList<T extends { id: number }>({
  kind,
  noun,
  list,
  page,
  onPage,
  renderItem,
}: {
  kind: 'enquiry' | 'lead';
  /** "enquiries", "leads": in the loading, empty and pager texts. */
  noun: string;
  list: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  /** One card; `edit` opens the dialog for the target it is given. */
  renderItem: (item: T, edit: (target: WorkTarget) => void) => ReactNode;
}) {
  const update = useWorkUpdate(kind);
  const [target, setTarget] = useState<WorkTarget | null>(null);
  const items = list.data?.items;

  return (
    <>
      <LoadState loading={list.isPending} error={list.error} what={noun} />
      {items && items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No {noun} match these filters.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">{items.map((item) => renderItem(item, setTarget))}</ul>
      ) : null}
      {list.data ? <Pager page={page} total={list.data.total} noun={noun} onPage={onPage} /> : null}
      <WorkDialog
        target={target}
        onClose={() => setTarget(null)}
        onSave={(id, change) => update.mutateAsync({ id, update: change })}
      />
    </>
  );
}
