// A policy's renewal: next year's premium (our estimate from the kept basis) beside this year's, the reasons as the
// server's facts, the senior citizen's flag, portability and the motor no-claim bonus, and every date with its rule.
import type { RenewalView } from '@bimasetu/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { formatRupees } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { planNameAfterInsurer } from '~/lib/plan-name';
import { useSession } from '~/lib/session';
import { useLocale, useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { LoginPrompt } from '~/ui/login-prompt';
import { Notice } from '~/ui/notice';
import { policyIdOf, renewalQuery } from './renewal-api';
import { factText, RenewalDeadlines, RenewalReasons, RuleCitation, seniorHeading } from './renewal-facts';
import { RenewalCover } from './renewal-cover';
import { RenewalBasis, RenewalOffers } from './renewal-offers';

function QuoteExplanation({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const { quote } = view;
  switch (quote.status) {
    case 'priced':
      return <p className="text-sm text-slate-700">{w.estimate[quote.subject](quote.rateVersion)}</p>;
    case 'no-basis':
      return <Notice tone="info">{w.noBasis}</Notice>;
    case 'level-premium':
      return <Notice tone="info">{w.levelPremium(formatRupees(quote.premium ?? view.lastPremium))}</Notice>;
    case 'not-offered':
      return <Notice tone="info">{w.notOffered(w.notOfferedReason[quote.reason] ?? quote.reason)}</Notice>;
    case 'no-renewal':
      return <Notice tone="info">{w.noRenewal}</Notice>;
  }
}

function PremiumComparison({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const { quote } = view;
  return (
    <section aria-label={w.nextYear} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{w.lastYear}</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="last-premium">
            {view.lastPremium !== null ? formatRupees(view.lastPremium) : w.notRecorded}
          </dd>
        </div>
        {quote.status === 'priced' ? (
          <div>
            <dt className="text-sm text-slate-600">{w.nextYear}</dt>
            <dd className="text-2xl font-bold text-brand-900" data-testid="next-premium">
              {formatRupees(quote.premium)}
              {quote.changePercent !== null ? (
                <span className="ml-2 text-base font-semibold text-slate-700">
                  {w.change(quote.changePercent)}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <QuoteExplanation view={view} />
      <RenewalCover view={view} />
    </section>
  );
}

function SeniorFlag({ view }: { view: RenewalView }) {
  const w = useWords('renewal');
  const fact = view.facts.find((f) => f.code === 'senior-rise-needs-irdai-consultation');
  if (!fact || !view.seniorRule) return null;
  return (
    <section
      aria-labelledby="renewal-senior"
      className="rounded-2xl border-l-4 border-amber-600 bg-amber-50 p-5"
    >
      <h2 id="renewal-senior" className="text-lg font-bold text-amber-950">
        {seniorHeading(w)}
      </h2>
      <p className="mt-1 text-amber-950" data-testid="senior-flag">
        {factText(w, fact)}
      </p>
      <RuleCitation rule={view.seniorRule} />
    </section>
  );
}

function Renewal({ mobile, policyId }: { mobile: string; policyId: number }) {
  const w = useWords('renewal');
  const renewal = useQuery(renewalQuery(mobile, policyId));
  if (renewal.isPending) {
    return (
      <p role="status" className="min-h-24 text-slate-700">
        {w.loading}
      </p>
    );
  }
  if (renewal.isError) {
    if (renewal.error instanceof ApiError && renewal.error.status === 404) {
      return <Notice tone="error">{w.notFound}</Notice>;
    }
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{w.failed}</Notice>
        <Button variant="secondary" onClick={() => void renewal.refetch()}>
          {w.retry}
        </Button>
      </div>
    );
  }
  const view = renewal.data;
  // the insurer once: a plan named after its insurer is shown without that name
  const plan = planNameAfterInsurer(view.insurer, view.planName);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg font-semibold text-slate-900" data-testid="renewal-policy">
        {view.insurer}
        {plan ? ` · ${plan}` : ''}
        <span className="block text-sm font-normal text-slate-700">
          {w.policyNumber} <span className="font-mono break-all">{view.policyNumber}</span>
        </span>
      </p>
      <PremiumComparison view={view} />
      <SeniorFlag view={view} />
      <RenewalReasons facts={view.facts} />
      <RenewalOffers view={view} />
      <RenewalDeadlines deadlines={view.deadlines} />
      <RenewalBasis view={view} />
    </div>
  );
}

export function RenewalScreen() {
  const w = useWords('renewal');
  const locale = useLocale();
  const { loggedIn, mobile } = useSession();
  const [search] = useSearchParams();
  const policyId = policyIdOf(search);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header>
        <Link to={localHref(locale, '/my-policies')} className="text-brand-800 underline underline-offset-2">
          {w.back}
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-2 text-slate-700">{w.intro}</p>
      </header>
      {!loggedIn || !mobile ? (
        <LoginPrompt text={w.loginPrompt} loginLabel={w.login} />
      ) : policyId === null ? (
        <Notice tone="error">{w.badLink}</Notice>
      ) : (
        <Renewal mobile={mobile} policyId={policyId} />
      )}
    </main>
  );
}
