import type { LoanRequestItem, PremiumPeriod } from '@bimasetu/contract';
import { Link, useNavigate } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { Button, buttonClass } from '~/ui/button';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';

// Headings read exactly as the spec names the columns (S.No, Requested On Date, …): no text-transform.
const th = 'px-3 py-2 text-left text-sm font-semibold text-slate-700';
const td = 'px-3 py-3 align-middle text-sm text-slate-900';

/** The detail view of one request, on the same page so the back button returns to the list. */
export const detailHref = (reference: string) => `/knowmyrequest?ref=${encodeURIComponent(reference)}`;

/** "₹1,296 a month": an amount and its period in the page's language. */
export function priced(per: Record<PremiumPeriod, string>, amount: number, period: PremiumPeriod | null) {
  return `${formatRupees(amount)}${period ? ` ${per[period]}` : ''}`;
}

/** A status in the page's language, by its stable English value (an unknown one is shown as it is). */
export function StatusBadge({ status, className }: { status: string; className: string }) {
  const words = useWords('status');
  return <span className={className}>{words.statuses[status as keyof typeof words.statuses] ?? status}</span>;
}

function Summary({ request }: { request: LoanRequestItem }) {
  const words = useWords('status');
  return (
    <>
      <span className="block font-mono text-xs font-semibold text-slate-700">{request.reference}</span>
      <span className="block font-medium">{request.planName || words.kind[request.kind]}</span>
      <span className="block text-slate-700">
        {request.insurer ||
          (request.kind === 'application'
            ? words.noPlan
            : (words.policyTypes[request.policyType] ?? request.policyType))}
      </span>
      {request.premium !== null ? (
        <span className="block text-slate-800">
          {priced(words.per, request.premium, request.premiumPeriod)}
        </span>
      ) : null}
      {request.revisedPremium !== null ? (
        <span className="block font-semibold text-accent-800">
          {words.revisedShort(priced(words.per, request.revisedPremium, request.premiumPeriod))}
        </span>
      ) : null}
    </>
  );
}

function DetailsLink({ request }: { request: LoanRequestItem }) {
  const words = useWords('status');
  const locale = useLocale();
  return (
    <Link
      to={localHref(locale, detailHref(request.reference))}
      aria-label={words.viewDetailsOf(request.reference)}
      className={buttonClass('primary', 'sm', 'mt-2')}
    >
      {words.viewDetails}
    </Link>
  );
}

export function RequestTable({ requests }: { requests: LoanRequestItem[] }) {
  const navigate = useNavigate();
  const words = useWords('status');
  const locale = useLocale();
  const c = words.columns;
  const toMessages = () => navigate(localHref(locale, '/messages'));
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
                <dt className="text-slate-600">{c.sno}</dt>
                <dd className="font-medium">{index + 1}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{c.status}</dt>
                <dd>
                  <StatusBadge
                    status={request.status}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                  />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{c.requestedOn}</dt>
                <dd className="font-medium">{isoToDdMmYyyy(request.createdOn)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{c.expectedAmount}</dt>
                <dd className="font-medium">{formatRupees(request.requiredLoanAmount) || words.notGiven}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">{c.remarks}</dt>
                <dd>{request.remarks || '—'}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">{c.messages}</dt>
                <dd>
                  <Button size="sm" variant="secondary" className="mt-1" onClick={toMessages}>
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
              {[c.sno, c.requestedOn, c.expectedAmount, c.status, c.remarks, c.messages, c.details].map(
                (name) => (
                  <th key={name} scope="col" className={th}>
                    {name}
                  </th>
                ),
              )}
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
                  <StatusBadge
                    status={request.status}
                    className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                  />
                </td>
                <td className={`${td} max-w-xs`}>{request.remarks || '—'}</td>
                <td className={td}>
                  <Button size="sm" variant="secondary" onClick={toMessages}>
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
