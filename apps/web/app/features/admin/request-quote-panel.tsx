// What the customer was quoted and where it came from, beside the server's own price for the same inputs today:
// a different figure means the rate table (or the customer's age) moved since they applied.
import type { RequestDetail, RequestQuoteSummary } from '@bimasetu/contract';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { RequestTimeline } from '~/ui/request-timeline';

type Request = RequestDetail['result'];

const PER: Record<RequestQuoteSummary['premiumPeriod'], string> = {
  month: '/month',
  quarter: '/quarter',
  year: '/year',
  policy: 'for the whole policy period',
  trip: 'for the trip',
  'employee-year': 'per employee/year',
};

const figure = (quote: RequestQuoteSummary, amount = quote.premium) =>
  `${formatRupees(amount)} ${PER[quote.premiumPeriod]}`;

function Figure({
  label,
  value,
  note,
  wide,
}: {
  label: string;
  value: string;
  note: string;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd>
        <span className="block text-lg font-bold text-slate-900">{value}</span>
        <span className="block text-sm text-slate-700">{note}</span>
      </dd>
    </div>
  );
}

export function RequestQuotePanel({ request }: { request: Request }) {
  const { quote, repriced } = request;
  return (
    <section aria-labelledby="quote-heading" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="quote-heading" className="text-lg font-semibold text-slate-900">
        Plan and premium
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Reference</dt>
          <dd className="font-mono text-slate-900">{request.reference}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Plan</dt>
          <dd className="text-slate-900">
            {request.planName ? `${request.planName} · ${request.insurer}` : 'No plan chosen (full form)'}
          </dd>
        </div>
        {quote ? (
          <>
            <Figure
              label="Premium the customer saw"
              value={figure(quote)}
              note={`Rate version ${quote.rateVersion}, priced ${isoToDdMmYyyy(quote.pricedOn)}`}
            />
            {repriced ? (
              <Figure
                label="Our price for the same inputs today"
                value={figure(repriced)}
                note={
                  repriced.premium === quote.premium && repriced.rateVersion === quote.rateVersion
                    ? `Same as quoted (rate version ${repriced.rateVersion})`
                    : `Differs by ${formatRupees(repriced.premium - quote.premium)} (rate version ${repriced.rateVersion})`
                }
              />
            ) : (
              <Figure
                label="Our price for the same inputs today"
                value="Not offered now"
                note="The plan no longer accepts these inputs."
              />
            )}
            {request.revisedPremium !== null ? (
              <Figure
                wide
                label="Revised premium after underwriting"
                value={figure(quote, request.revisedPremium)}
                note={request.revisedReason}
              />
            ) : null}
          </>
        ) : null}
      </dl>
      {quote ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Inputs the quote came from</h3>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {quote.inputsInWords.map((line) => (
              <li key={line}>{line.charAt(0).toUpperCase() + line.slice(1)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-4 mb-2 font-semibold text-slate-900">Timeline the customer sees</h3>
      <RequestTimeline
        label="Timeline"
        steps={request.timeline.map((entry, index) => ({
          key: `${index}`,
          at: entry.at,
          title:
            entry.kind === 'submitted'
              ? 'Submitted'
              : entry.kind === 'premium'
                ? `Premium revised to ${formatRupees(entry.premium)}`
                : entry.kind === 'policy'
                  ? `Policy recorded · ${formatRupees(entry.premium)}`
                  : `Status: ${entry.status}`,
          body: entry.remarks || undefined,
        }))}
      />
    </section>
  );
}
