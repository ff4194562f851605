import type { LoanRequestItem } from '@bimasetu/contract';
import { Link, useNavigate } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { Button, buttonClass } from '~/ui/button';
import { statusWords as words } from './status-words';

// Headings read exactly as the spec names the columns (S.No, Requested On Date, …): no text-transform.
const th = 'px-3 py-2 text-left text-sm font-semibold text-slate-700';
const td = 'px-3 py-3 align-middle text-sm text-slate-900';

/** The detail view of one request, on the same page so the back button returns to the list. */
export const detailHref = (reference: string) => `/knowmyrequest?ref=${encodeURIComponent(reference)}`;

function Summary({ request }: { request: LoanRequestItem }) {
  return (
    <>
      <span className="block font-mono text-xs font-semibold text-slate-700">{request.reference}</span>
      <span className="block font-medium">{request.planName || words.kind[request.kind]}</span>
      <span className="block text-slate-700">
        {request.insurer || (request.kind === 'application' ? words.noPlan : request.policyType)}
      </span>
      {request.premium !== null ? (
        <span className="block text-slate-800">{words.premium(request.premium, request.premiumPeriod)}</span>
      ) : null}
      {request.revisedPremium !== null ? (
        <span className="block font-semibold text-accent-800">
          {words.revisedShort(request.revisedPremium, request.premiumPeriod)}
        </span>
      ) : null}
    </>
  );
}

function DetailsLink({ request }: { request: LoanRequestItem }) {
  return (
    <Link
      to={detailHref(request.reference)}
      aria-label={words.viewDetailsOf(request.reference)}
      className={buttonClass('primary', 'sm', 'mt-2')}
    >
      {words.viewDetails}
    </Link>
  );
}

export function RequestTable({ requests }: { requests: LoanRequestItem[] }) {
  const navigate = useNavigate();
  return (
    <>
      {/* Phones get one card per request; the table needs about 800 px. Only one of the two is ever displayed. */}
      <ol aria-label={words.listLabel} className="flex flex-col gap-3 md:hidden">
        {requests.map((request, index) => (
          <li key={request.reference} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="mb-3 border-b border-slate-100 pb-3 text-sm">
              <Summary request={request} />
              <DetailsLink request={request} />
            </div>
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
                <dd className="font-medium">{formatRupees(request.requiredLoanAmount) || words.notGiven}</dd>
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
                    {words.viewMessages}
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
        <table className="min-w-[52rem] w-full divide-y divide-slate-200">
          <caption id="requests-caption" className="sr-only">
            {words.listLabel}
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
              <th scope="col" className={th}>
                {words.detailsColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {requests.map((request, index) => (
              <tr key={request.reference}>
                <td className={td}>{index + 1}</td>
                <td className={td}>{isoToDdMmYyyy(request.createdOn)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  {formatRupees(request.requiredLoanAmount) || words.notGiven}
                </td>
                <td className={td}>
                  <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {request.status}
                  </span>
                </td>
                <td className={`${td} max-w-xs`}>{request.remarks || '—'}</td>
                <td className={td}>
                  <Button size="sm" variant="secondary" onClick={() => navigate('/messages')}>
                    {words.viewMessages}
                  </Button>
                </td>
                <td className={`${td} min-w-48`}>
                  <Summary request={request} />
                  <DetailsLink request={request} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
