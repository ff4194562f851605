import type { LoanRequestItem } from '@bimasetu/contract';
import { useNavigate } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { Button } from '~/ui/button';

// Headings read exactly as the spec names the columns (S.No, Requested On Date, …): no text-transform.
const th = 'px-3 py-2 text-left text-sm font-semibold text-slate-700';
const td = 'px-3 py-3 align-middle text-sm text-slate-900';

export function RequestTable({ requests }: { requests: LoanRequestItem[] }) {
  const navigate = useNavigate();
  return (
    <>
      {/* Phones get one card per request; the table needs about 700 px. Only one of the two is ever displayed. */}
      <ol aria-label="Your insurance requests" className="flex flex-col gap-3 md:hidden">
        {requests.map((request, index) => (
          <li key={request.id} className="rounded-xl border border-slate-200 bg-white p-4">
            {/* The same six names as the table's columns, so a phone reads the spec's words too. */}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">S.No</dt>
                <dd className="font-medium">{index + 1}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Status</dt>
                <dd>
                  <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {request.status}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Requested On Date</dt>
                <dd className="font-medium">{isoToDdMmYyyy(request.createdOn)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Expected Amount</dt>
                <dd className="font-medium">{formatRupees(request.requiredLoanAmount) || 'Not given'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Remarks</dt>
                <dd>{request.remarks || '—'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Messages</dt>
                <dd>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-1"
                    onClick={() => navigate('/messages')}
                  >
                    View Messages
                  </Button>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
      <div
        role="region"
        aria-labelledby="requests-caption"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border md:block border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="min-w-[44rem] w-full divide-y divide-slate-200">
          <caption id="requests-caption" className="sr-only">
            Your insurance requests
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                S.No
              </th>
              <th scope="col" className={th}>
                Requested On Date
              </th>
              <th scope="col" className={th}>
                Expected Amount
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Remarks
              </th>
              <th scope="col" className={th}>
                Messages
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {requests.map((request, index) => (
              <tr key={request.id}>
                <td className={td}>{index + 1}</td>
                <td className={td}>{isoToDdMmYyyy(request.createdOn)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {formatRupees(request.requiredLoanAmount) || 'Not given'}
                </td>
                <td className={td}>
                  <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {request.status}
                  </span>
                </td>
                <td className={`${td} max-w-xs`}>{request.remarks || '—'}</td>
                <td className={td}>
                  <Button size="sm" variant="secondary" onClick={() => navigate('/messages')}>
                    View Messages
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
