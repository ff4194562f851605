// One policy as the vault shows it under a family member: what it covers and until when, the days to renewal,
// the free-look countdown, its documents and its emergency card.
import type { PolicyMember, PolicyView } from '@bimasetu/contract';
import { claimKindsFor, coverIsIdv } from '@bimasetu/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { planNameAfterInsurer } from '~/lib/plan-name';
import { useLocale, useWords } from '~/lib/words';
import { Button, buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { EmergencyCard } from './emergency-card';
import { StartClaimForm } from './start-claim-form';
import { StartRequestForm } from './start-request-form';
import { downloadPolicyDocument } from './vault-api';

const dmy = (iso: string | null) => (iso ? isoToDdMmYyyy(iso) : '');

function RenewalLine({ policy }: { policy: PolicyView }) {
  const w = useWords('vault');
  if (policy.status === 'in-grace' && policy.graceEndsOn)
    return <p>{w.graceUntil(dmy(policy.graceEndsOn))}</p>;
  if (policy.daysToRenewal === null || !policy.renewalDueOn) return null;
  if (policy.daysToRenewal < 0) return <p>{w.renewPassed(dmy(policy.renewalDueOn))}</p>;
  return <p>{w.renewIn(policy.daysToRenewal, dmy(policy.renewalDueOn))}</p>;
}

export function PolicyCard({
  policy,
  member,
  onAskHelp,
}: {
  policy: PolicyView;
  member: PolicyMember;
  onAskHelp: () => void;
}) {
  const w = useWords('vault');
  const locale = useLocale();
  const c = useWords('claims');
  const [showCard, setShowCard] = useState(false);
  const [form, setForm] = useState<'claim' | 'request' | null>(null);
  const claimKinds = claimKindsFor(policy.line).filter((kind) => kind !== 'death');
  const toggle = (which: 'claim' | 'request') => setForm((open) => (open === which ? null : which));
  const [failed, setFailed] = useState(false);
  const cover = policy.sumInsured;
  // the heading names the insurer: a plan named after it is shown without that name
  const plan = planNameAfterInsurer(policy.insurer, policy.planName);
  const active = !['expired', 'cancelled', 'renewed', 'lapsed'].includes(policy.status);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="policy-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-brand-900">
            {policy.insurer} · {w.line[policy.line]}
          </h3>
          {plan ? <p className="text-slate-700">{plan}</p> : null}
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {w.status[policy.status]}
        </span>
      </header>
      {policy.freeLookDaysLeft !== null && policy.freeLookEndsOn ? (
        <Notice tone="info">{w.freeLook(policy.freeLookDaysLeft, dmy(policy.freeLookEndsOn))}</Notice>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{w.policyNumber}</dt>
          <dd className="font-mono break-all text-slate-900">{policy.policyNumber}</dd>
        </div>
        {cover !== null ? (
          <div>
            <dt className="text-sm text-slate-600">{coverIsIdv(policy.line) ? w.idv : w.sumInsured}</dt>
            <dd className="text-slate-900">{formatRupees(cover)}</dd>
          </div>
        ) : null}
        {policy.premium !== null ? (
          <div>
            <dt className="text-sm text-slate-600">{w.premium}</dt>
            <dd className="text-slate-900" data-testid="policy-premium">
              {policy.premiumFrequency
                ? w.premiumEvery(formatRupees(policy.premium), w.frequency[policy.premiumFrequency])
                : formatRupees(policy.premium)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-slate-600">{w.coverPeriod}</dt>
          <dd className="text-slate-900" data-testid="policy-dates">
            {policy.startDate
              ? w.coverFromTo(dmy(policy.startDate), dmy(policy.endDate))
              : w.coverUntil(dmy(policy.endDate))}
          </dd>
        </div>
      </dl>
      <div className="text-slate-800">
        <RenewalLine policy={policy} />
        <p className="text-sm text-slate-600">
          {policy.source === 'issued' ? w.issuedThrough(policy.requestReference) : w.addedByYou}
        </p>
      </div>
      <section aria-label={w.documents}>
        <h4 className="font-semibold text-slate-900">{w.documents}</h4>
        {policy.documents.length === 0 ? <p className="text-slate-700">{w.noDocuments}</p> : null}
        <ul className="mt-1 flex flex-col gap-2">
          {policy.documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`document-${doc.id}-file`}
                onClick={() => {
                  setFailed(false);
                  downloadPolicyDocument(policy, doc.id, doc.fileName).catch(() => setFailed(true));
                }}
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />{' '}
                {w.download(doc.claimItem === null ? w.documentKind[doc.kind] : w.claimDocument)}
              </Button>
              <span id={`document-${doc.id}-file`} className="min-w-0 text-sm break-all text-slate-600">
                {w.documentFile(doc.fileName, dmy(doc.uploadedAt))}
              </span>
            </li>
          ))}
        </ul>
        {failed ? <Notice tone="error">{w.downloadFailed}</Notice> : null}
      </section>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button
            variant={showCard ? 'secondary' : 'danger'}
            aria-expanded={showCard}
            onClick={() => setShowCard((v) => !v)}
          >
            {showCard ? w.card.close : w.card.open}
          </Button>
        ) : null}
        {policy.renewalDueOn ? (
          <Link
            to={localHref(locale, `/my-policies/renewal?policy=${policy.id}`)}
            className={buttonClass('secondary')}
            aria-label={w.renewPolicy(policy.insurer, policy.policyNumber)}
          >
            {w.renew}
          </Link>
        ) : null}
        {active && claimKinds.length > 0 ? (
          <Button variant="primary" aria-expanded={form === 'claim'} onClick={() => toggle('claim')}>
            {form === 'claim' ? c.start.close : c.start.open}
          </Button>
        ) : null}
        {active ? (
          <Button variant="secondary" aria-expanded={form === 'request'} onClick={() => toggle('request')}>
            {form === 'request' ? c.request.close : c.request.open}
          </Button>
        ) : null}
        {policy.source === 'added' && !policy.helpRequested ? (
          <Button variant="ghost" onClick={onAskHelp}>
            {w.askHelp}
          </Button>
        ) : null}
      </div>
      {policy.source === 'added' && policy.helpRequested ? (
        <p className="text-slate-700">{w.helpAsked}</p>
      ) : null}
      {showCard ? <EmergencyCard policy={policy} member={member} /> : null}
      {active && claimKindsFor(policy.line).includes('death') ? (
        <p className="text-sm text-slate-700">{c.start.nominee}</p>
      ) : null}
      {form === 'claim' ? <StartClaimForm policy={policy} kinds={claimKinds} /> : null}
      {form === 'request' ? <StartRequestForm policy={policy} /> : null}
    </article>
  );
}
