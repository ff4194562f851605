// /admin/audit: the audit log, newest first; customers' data requests (downloads, erasures) can be shown alone.
import { useSearchParams } from 'react-router';
import { formatDateTime } from './admin-format';
import { AdminPage, LoadState, Pager } from './admin-page';
import { useAuditLog } from './audit-api';
import { changeFilter, changePage, readPage } from './filters';

const actionLabels: Record<string, string> = {
  'data.export': 'Customer downloaded their data',
  'data.erase': 'Customer erased their account',
  'request.view': 'Opened an application',
};

const auditWords = {
  title: 'Audit log',
  description:
    'Every action on customers’ records, newest first, with customers’ own data requests (their mobile masked).',
  dataOnly: 'Show only customers’ data requests (downloads and erasures)',
  noun: 'audit entries',
  empty: 'No audit entries match.',
  who: 'Who',
  when: 'When',
  what: 'What',
  record: 'Record',
};

export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const dataOnly = params.get('only') === 'data-requests';
  const log = useAuditLog(page, dataOnly);
  const items = log.data?.items;
  return (
    <AdminPage title={auditWords.title} description={auditWords.description}>
      <label className="flex items-center gap-3 rounded-xl bg-white p-4 text-sm text-slate-800 shadow-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={dataOnly}
          onChange={(event) =>
            setParams(changeFilter(params, 'only', event.target.checked ? 'data-requests' : ''))
          }
        />
        {auditWords.dataOnly}
      </label>
      <LoadState loading={log.isPending} error={log.error} what={auditWords.noun} />
      {items && items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {auditWords.empty}
        </p>
      ) : null}
      {items && items.length > 0 ? (
        // focusable, so a keyboard can scroll the table sideways on a phone
        <div
          className="overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-2"
          role="region"
          aria-label={auditWords.title}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {auditWords.when}
                </th>
                <th scope="col" className="px-4 py-2">
                  {auditWords.who}
                </th>
                <th scope="col" className="px-4 py-2">
                  {auditWords.what}
                </th>
                <th scope="col" className="px-4 py-2">
                  {auditWords.record}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(row.at)}</td>
                  <td className="px-4 py-2">{row.adminMobile}</td>
                  <td className="px-4 py-2">{actionLabels[row.action] ?? row.action}</td>
                  <td className="px-4 py-2">
                    {row.entity} #{row.entityId}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.data ? (
        <Pager
          page={page}
          total={log.data.total}
          noun={auditWords.noun}
          onPage={(next) => setParams(changePage(params, next))}
        />
      ) : null}
    </AdminPage>
  );
}
