// /admin/leads: quote requests whose visitors agreed to be contacted (no other lead is ever stored or shown).
import { LEAD_LINES, LEAD_STATUSES } from '@bimasetu/contract';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatMobile, leadLineLabel } from './admin-format';
import { AdminPage } from './admin-page';
import { changeFilter, changePage, readLeadFilters } from './filters';
import { leadDetails } from './lead-details';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { useLeads } from './work-api';
import { WorkCard } from './work-card';
import { WorkList } from './work-list';

export function LeadsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readLeadFilters(params);
  const list = useLeads(filters);
  const set = (key: string) => (value: string) => setParams(changeFilter(params, key, value));

  return (
    <AdminPage
      title="Leads"
      description="Visitors who asked for a quote and agreed to be contacted, newest first."
    >
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <ChoiceSelect
          label="Line of insurance"
          value={filters.line ?? ''}
          onChange={set('line')}
          choices={choicesOf(LEAD_LINES, leadLineLabel)}
          emptyLabel="All lines"
        />
        <ChoiceSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={set('status')}
          choices={choicesOf(LEAD_STATUSES)}
          emptyLabel="All statuses"
        />
      </div>
      <WorkList
        kind="lead"
        noun="leads"
        list={list}
        page={filters.page}
        onPage={(page) => setParams(changePage(params, page))}
        renderItem={(lead, edit) => (
          <WorkCard
            key={lead.id}
            heading={`${leadLineLabel(lead.line)} · ${lead.reference}`}
            meta={`${formatMobile(lead.mobile)} · prefers ${lead.contactPreference} · ${formatDateTime(lead.createdAt)}`}
            status={lead.status}
            note={lead.note}
            customerNote={lead.customerNote}
            updateLabel={`Update lead ${lead.reference}`}
            onUpdate={() =>
              edit({
                id: lead.id,
                title: `lead ${lead.reference}`,
                status: lead.status,
                note: lead.note,
                customerNote: lead.customerNote,
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
        )}
      />
    </AdminPage>
  );
}
