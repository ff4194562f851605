// /admin/enquiries: Contact Us enquiries, newest first, filtered by type and status.
import { CONTACT_ENQUIRY_TYPES, CONTACT_STATUSES } from '@bimasetu/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { enquiryTypeLabel, formatDateTime, formatMobile } from './admin-format';
import { AdminPage, LoadState, Pager } from './admin-page';
import { changeFilter, changePage, readEnquiryFilters } from './filters';
import { choicesOf, SelectField } from './select-field';
import { useEnquiries, useWorkUpdate } from './work-api';
import { WorkCard } from './work-card';
import { WorkDialog, type WorkTarget } from './work-dialog';

export function EnquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readEnquiryFilters(params);
  const list = useEnquiries(filters);
  const update = useWorkUpdate('enquiry');
  const [target, setTarget] = useState<WorkTarget | null>(null);
  const set = (key: string) => (value: string) => setParams(changeFilter(params, key, value));

  return (
    <AdminPage title="Enquiries" description="What customers wrote through Contact Us, newest first.">
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <SelectField
          label="Type"
          value={filters.type ?? ''}
          onChange={set('type')}
          choices={choicesOf(CONTACT_ENQUIRY_TYPES, enquiryTypeLabel)}
          emptyLabel="All types"
        />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={set('status')}
          choices={choicesOf(CONTACT_STATUSES)}
          emptyLabel="All statuses"
        />
      </div>
      <LoadState loading={list.isPending} error={list.error} what="enquiries" />
      {list.data && list.data.items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No enquiries match these filters.
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.data.items.map((enquiry) => (
            <WorkCard
              key={enquiry.id}
              heading={`${enquiry.customerName} · ${enquiryTypeLabel(enquiry.messageType)}`}
              meta={`${formatMobile(enquiry.mobile)} · ${formatDateTime(enquiry.createdDatetime)}`}
              status={enquiry.status}
              note={enquiry.note}
              updateLabel={`Update the enquiry from ${enquiry.customerName}`}
              onUpdate={() =>
                setTarget({
                  id: enquiry.id,
                  title: `the enquiry from ${enquiry.customerName}`,
                  status: enquiry.status,
                  note: enquiry.note,
                })
              }
            >
              <p className="break-words whitespace-pre-wrap">{enquiry.customerMessage}</p>
            </WorkCard>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager
          page={filters.page}
          total={list.data.total}
          noun="enquiries"
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
