// /admin/requests: every insurance request, newest first, filtered by status and policy type, searched by phone
// or name, twenty to a page.
import { POLICY_TYPES, REQUEST_STATUSES } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/field';
import { formatMobile } from './admin-format';
import { AdminPage, LoadState, Pager, StatusBadge } from './admin-page';
import { changeFilter, changePage, readRequestFilters, SEARCH_MAX_LENGTH } from './filters';
import { useRequestsPage } from './requests-api';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2 sm:col-span-2">
      <TextField
        label="Search by phone, name or reference"
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        className="flex-1"
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

export function RequestsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = readRequestFilters(params);
  const list = useRequestsPage(filters);
  const set = (key: string) => (value: string) => setParams(changeFilter(params, key, value));

  return (
    <AdminPage
      title="Requests"
      description="Insurance applications, newest first. Open one to see it whole and update it."
    >
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceSelect
          label="Status"
          value={filters.status ?? ''}
          onChange={set('status')}
          choices={choicesOf(REQUEST_STATUSES)}
          emptyLabel="All statuses"
        />
        <ChoiceSelect
          label="Policy type"
          value={filters.policyType ?? ''}
          onChange={set('policyType')}
          choices={choicesOf(POLICY_TYPES)}
          emptyLabel="All policy types"
        />
        <SearchBox key={filters.search} initial={filters.search} onSearch={set('search')} />
      </div>
      <LoadState loading={list.isPending} error={list.error} what="requests" />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
            No requests match these filters.
          </p>
        ) : (
          <div
            role="region"
            aria-label="Requests"
            tabIndex={0}
            className="overflow-x-auto rounded-xl bg-white shadow-sm"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Request
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Received
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Policy type
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sum assured
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Remarks
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/requests/${item.id}`}
                        className="font-semibold text-brand-800 underline underline-offset-2"
                        aria-label={`Open request ${item.id} of ${item.fullName}`}
                      >
                        #{item.id}
                      </Link>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{isoToDdMmYyyy(item.createdOn)}</td>
                    <td className="px-3 py-2">
                      <span className="block font-medium text-slate-900">{item.fullName}</span>
                      <span className="whitespace-nowrap text-slate-700">{formatMobile(item.phone)}</span>
                    </td>
                    <td className="px-3 py-2">{item.policyType}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatRupees(item.sumAssured) || '—'}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={item.status} />
                    </td>
                    <td className="max-w-xs px-3 py-2 break-words text-slate-800">{item.remarks || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      {list.data ? (
        <Pager
          page={filters.page}
          total={list.data.total}
          noun="requests"
          onPage={(page) => setParams(changePage(params, page))}
        />
      ) : null}
    </AdminPage>
  );
}
