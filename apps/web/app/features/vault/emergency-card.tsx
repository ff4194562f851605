// One policy's emergency card: what a hospital desk asks for, the helpline to tap, and the cashless steps in plain
// words. Large type for a phone in a corridor; printable on its own.
import { CLOCK_RULES, type PolicyMember, type PolicyView } from '@bimasetu/contract';
import { Phone, Printer } from 'lucide-react';
import { useId } from 'react';
import { telHref } from '~/lib/tel-href';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';

const hoursOf = (length: { hours: number } | { days: number }) => ('hours' in length ? length.hours : 0);

function printCard(card: HTMLElement | null) {
  if (!card) return;
  card.setAttribute('data-print-target', '');
  document.body.dataset.print = 'card';
  window.print();
  delete document.body.dataset.print;
  card.removeAttribute('data-print-target');
}

function Helpline({ label, number }: { label: string; number: string }) {
  return (
    <a
      href={telHref(number)}
      className="flex min-h-12 items-center gap-3 rounded-xl bg-red-700 px-4 py-3 text-lg font-bold text-white hover:bg-red-800"
    >
      <Phone aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {label}: {number}
      </span>
    </a>
  );
}

/** Where a number the adviser did not record was read: the insurer's page, or a listing that gives it. */
function PublishedSource({ label, url }: { label: string; url: string }) {
  return (
    <p className="text-sm text-slate-700">
      {label}{' '}
      <a href={url} className="break-all underline" rel="noreferrer">
        {new URL(url).host}
      </a>
    </p>
  );
}

export function EmergencyCard({ policy, member }: { policy: PolicyView; member: PolicyMember }) {
  const w = useWords('vault');
  const id = useId();
  const clock = w.card.cashlessClock(
    hoursOf(CLOCK_RULES.cashlessAuthorisation.length),
    hoursOf(CLOCK_RULES.dischargeAuthorisation.length),
  );
  const steps = [...w.card.cashless.slice(0, 3), clock, ...w.card.cashless.slice(3)];
  return (
    <section
      id={`card${id}`}
      aria-labelledby={`card-title${id}`}
      className="flex flex-col gap-3 rounded-2xl border-2 border-red-700 bg-white p-4 text-slate-900"
    >
      <h4 id={`card-title${id}`} className="text-xl font-bold text-red-800">
        {w.card.title(w.line[policy.line])}
      </h4>
      <dl className="grid gap-2 text-lg">
        <div>
          <dt className="text-sm text-slate-700">{w.card.insured}</dt>
          <dd className="font-semibold">{member.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{w.policyNumber}</dt>
          <dd className="font-mono font-semibold break-all">{policy.policyNumber}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{w.card.memberId}</dt>
          <dd className={member.memberId ? 'font-mono font-semibold break-all' : 'font-semibold'}>
            {member.memberId || w.card.noMemberId}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{w.card.insurer}</dt>
          <dd>{policy.insurer}</dd>
        </div>
      </dl>
      {policy.claimHelpline ? <Helpline label={w.card.helpline} number={policy.claimHelpline} /> : null}
      {policy.claimHelpline && policy.claimHelplineSource ? (
        <PublishedSource label={w.card.publishedSource} url={policy.claimHelplineSource} />
      ) : null}
      {policy.tpaName ? <p className="text-base">{w.card.tpa(policy.tpaName)}</p> : null}
      {policy.tpaHelpline ? <Helpline label={w.card.tpaHelpline} number={policy.tpaHelpline} /> : null}
      {!policy.claimHelpline && !policy.tpaHelpline ? <p className="text-base">{w.card.noHelpline}</p> : null}
      {policy.line === 'health' ? (
        <>
          <h5 className="text-lg font-bold">{w.card.cashlessHeading}</h5>
          <ol className="list-decimal space-y-2 pl-6 text-base">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <h5 className="text-lg font-bold">{w.card.otherHeading}</h5>
          <p className="text-base">{w.card.other}</p>
        </>
      )}
      <div className="print:hidden">
        <Button
          variant="secondary"
          onClick={() => printCard(document.getElementById(`card${id}`))}
          className="self-start"
        >
          <Printer aria-hidden="true" className="size-4" /> {w.card.print}
        </Button>
      </div>
    </section>
  );
}
