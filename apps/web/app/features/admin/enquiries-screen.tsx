// /admin/enquiries: Contact Us enquiries, newest first, filtered by type and status.
import { CONTACT_ENQUIRY_TYPES, CONTACT_STATUSES } from '@bimasetu/contract';
import { useSearchParams } from 'react-router';
import { enquiryTypeLabel, formatDateTime, formatMobile } from './admin-format';
import { AdminPage } from './admin-page';
import { changeFilter, changePage, readEnquiryFilters } from './filters';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { useEnquiries } from './work-api';
import { WorkCard } from './work-card';
import { WorkList } from './work-list';

export function EnquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readEnquiryFilters(params);
  const list = useEnquiries(filters);
  const set = (key: string) => (value: string) => setParams(changeFilter(params, key, value));

  return (
    <AdminPage title="Enquiries" description="What customers wrote through Contact Us, newest first.">
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
        <ChoiceSelect
          label="Type"
          value={filters.type ?? ''}
          onChange={set('type')}
          choices={choicesOf(CONTACT_ENQUIRY_TYPES, enquiryTypeLabel)}
          emptyLabel="All types"
        />
        <ChoiceSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={set('status')}
          choices={choicesOf(CONTACT_STATUSES)}
          emptyLabel="All statuses"
        />
      </div>
      <WorkList
        kind="enquiry"
        noun="enquiries"
        list={list}
        page={filters.page}
        onPage={(page) => setParams(changePage(params, page))}
        renderItem={(enquiry, edit) => (
          <WorkCard
            key={enquiry.id}
            heading={`${enquiry.customerName} · ${enquiryTypeLabel(enquiry.messageType)}`}
            meta={`${formatMobile(enquiry.mobile)} · ${formatDateTime(enquiry.createdDatetime)}`}
            status={enquiry.status}
            note={enquiry.note}
            updateLabel={`Update the enquiry from ${enquiry.customerName}`}
            onUpdate={() =>
              edit({
                id: enquiry.id,
                title: `the enquiry from ${enquiry.customerName}`,
                status: enquiry.status,
                note: enquiry.note,
              })
            }
          >
            <p className="break-words whitespace-pre-wrap">{enquiry.customerMessage}</p>
          </WorkCard>
        )}
      />
    </AdminPage>
  );
}
