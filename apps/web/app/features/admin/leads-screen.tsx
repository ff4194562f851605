// /admin/leads: quote requests whose visitors agreed to be contacted (no other lead is ever stored or shown).
import { LEAD_LINES, LEAD_STATUSES } from '@bimasetu/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatMobile, leadLineLabel } from './admin-format';
import { AdminPage, LoadState, Pager } from './admin-page';
import { changeFilter, changePage, readLeadFilters } from './filters';
import { leadDetails } from './lead-details';
import { choicesOf, SelectField } from './select-field';
import { useLeads, useWorkUpdate } from './work-api';
import { WorkCard } from './work-card';
import { WorkDialog, type WorkTarget } from './work-dialog';

export function LeadsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readLeadFilters(params);
  const list = useLeads(filters);
  const update = useWorkUpdate('lead');
  const [target, setTarget] = useState<WorkTarget | null>(null);
  const set = (key: string) => (value: string) => setParams(changeFilter(params, key, value));

  return (
    <AdminPage
      title="Leads"
      description="Visitors who asked for a quote and agreed to be contacted, newest first."
    >
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <SelectField
          label="Line of insurance"
          value={filters.line ?? ''}
          onChange={set('line')}
          choices={choicesOf(LEAD_LINES, leadLineLabel)}
          emptyLabel="All lines"
        />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={set('status')}
          choices={choicesOf(LEAD_STATUSES)}
          emptyLabel="All statuses"
        />
      </div>
      <LoadState loading={list.isPending} error={list.error} what="leads" />
      {list.data && list.data.items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No leads match these filters.
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.data.items.map((lead) => (
            <WorkCard
              key={lead.id}
              heading={`${leadLineLabel(lead.line)} · ${lead.reference}`}
              meta={`${formatMobile(lead.mobile)} · prefers ${lead.contactPreference} · ${formatDateTime(lead.createdAt)}`}
              status={lead.status}
              note={lead.note}
              updateLabel={`Update lead ${lead.reference}`}
              onUpdate={() =>
                setTarget({
                  id: lead.id,
                  title: `lead ${lead.reference}`,
                  status: lead.status,
                  note: lead.note,
                })
              }
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {leadDetails(lead.details).map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd className="break-words">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </WorkCard>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager
          page={filters.page}
          total={list.data.total}
          noun="leads"
          onPage={(page) => setParams(changePage(params, page))}
        />
      ) : null}
      <WorkDialog
        target={target}
        onClose={() => setTarget(null)}
        onSave={(id, change) => update.mutateAsync({ id, update: change })}
      />
    </AdminPage>
  );
}
