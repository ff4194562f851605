// One request in full: what was asked for, the premium quoted and what it came from, any revised premium with
// its reason, and every change an adviser made, with its time.
import { requestStatusMessages, type MyRequestDetail } from '@bimasetu/contract';
import type { QuoteFact } from '@bimasetu/contract/rating';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { useEngineLines } from '~/lib/use-engine-lines';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { RequestTimeline } from '~/ui/request-timeline';
import { myRequestQuery } from './requests-api';
import { StatusSkeleton } from './status-skeleton';
import { priced, StatusBadge } from './request-table';

function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The engine's words start some lines in lower case ("for a 35-year-old…"); a list item starts with a capital. */
const sentence = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

function PremiumSection({ request }: { request: MyRequestDetail }) {
  const say = useEngineLines();
  const words = useWords('status');
  const { quote } = request;
  if (!quote) return <p className="text-slate-800">{words.noQuote}</p>;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row label={words.premiumQuoted}>
          <span className="text-xl font-bold text-brand-900">
            {priced(words.per, quote.premium, quote.premiumPeriod)}
          </span>
        </Row>
        {request.revisedPremium !== null ? (
          <Row label={words.revisedPremium}>
            <span className="text-xl font-bold text-accent-800">
              {priced(words.per, request.revisedPremium, quote.premiumPeriod)}
            </span>
          </Row>
        ) : null}
        {request.revisedPremium !== null ? (
          <Row label={words.revisedReason} wide>
            {request.revisedReason}
          </Row>
        ) : null}
      </dl>
      <p className="text-sm text-slate-700">
        {words.premiumNote(quote.rateVersion, isoToDdMmYyyy(quote.pricedOn))}
      </p>
      <div>
        <h3 className="font-semibold text-slate-900">{words.inputsTitle}</h3>
        <ul
          className="mt-1 list-disc pl-5 text-slate-800"
          data-testid="quote-inputs-in-words"
          aria-busy={!say}
        >
          {say
            ? // a record kept before its engine stated facts: its English, as written
              (quote.facts ? (quote.facts as QuoteFact[]).map(say.fact) : quote.inputsInWords).map((line) => (
                <li key={line}>{sentence(line)}</li>
              ))
            : null}
        </ul>
      </div>
    </div>
  );
}

export function RequestDetail({ reference }: { reference: string }) {
  const detail = useQuery(myRequestQuery(reference));
  const words = useWords('status');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const request = detail.data?.result;
  // a screen-reader and keyboard user lands on the request's own heading once it is there
  useEffect(() => {
    if (request) heading.current?.focus();
  }, [request]);

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={localHref(locale, '/knowmyrequest')}
        className="inline-flex items-center gap-1 self-start font-semibold text-brand-800 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {words.backToList}
      </Link>
      {detail.isPending ? <StatusSkeleton label={words.detailLoading} /> : null}
      {detail.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error">{sayIn(words.messages)(requestStatusMessages.detailFailed)}</Notice>
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {words.retry}
          </Button>
        </div>
      ) : null}
      {request ? (
        <article aria-labelledby="request-heading" className="flex flex-col gap-4">
          <h2
            id="request-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 focus:outline-none"
          >
            {words.detailTitle(request.reference)}
          </h2>
          <section className="rounded-xl bg-white p-4 shadow-sm">
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <Row label={words.reference}>
                <span className="font-mono">{request.reference}</span>
              </Row>
              <Row label={words.type}>
                {words.kind[request.kind]} · {words.policyTypes[request.policyType] ?? request.policyType}
              </Row>
              <Row label={words.requestedOn}>{isoToDdMmYyyy(request.createdOn)}</Row>
              <Row label={words.plan}>{request.planName || words.noPlan}</Row>
              <Row label={words.insurer}>{request.insurer || '—'}</Row>
              <Row label={words.cover}>{formatRupees(request.requiredLoanAmount) || words.notGiven}</Row>
              <Row label={words.status}>
                <StatusBadge
                  status={request.status}
                  className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800"
                />
              </Row>
              <Row label={words.remarks} wide>
                {request.remarks || words.noRemarks}
              </Row>
            </dl>
          </section>
          <section aria-labelledby="premium-heading" className="rounded-xl bg-white p-4 shadow-sm">
            <h3 id="premium-heading" className="mb-2 text-lg font-semibold text-slate-900">
              {words.premiumTitle}
            </h3>
            <PremiumSection request={request} />
          </section>
          <section aria-labelledby="timeline-heading" className="rounded-xl bg-white p-4 shadow-sm">
            <h3 id="timeline-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {words.timelineTitle}
            </h3>
            <RequestTimeline
              label={words.timelineTitle}
              steps={request.timeline.map((entry, index) => ({
                key: `${index}`,
                at: entry.at,
                title: words.timelineEntry(entry),
                body: entry.remarks || undefined,
              }))}
            />
          </section>
        </article>
      ) : null}
    </div>
  );
}
