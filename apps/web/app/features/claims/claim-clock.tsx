import type { ClaimView } from '@bimasetu/contract';
import { formatDateTime, isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';

const tone = {
  running: 'border-green-700 bg-green-50 text-green-900',
  near: 'border-amber-700 bg-amber-50 text-amber-900',
  breached: 'border-red-700 bg-red-50 text-red-900',
};

/** The insurer's deadline on a claim, the rule it comes from, and what a miss means for the customer. */
export function ClaimClock({ claim }: { claim: ClaimView }) {
  const w = useWords('claims');
  const { clock } = claim;
  if (!clock) {
    return <p className="text-slate-700">{claim.kind === 'motor' ? w.noClock : w.notStarted}</p>;
  }
  return (
    <div className={`rounded-xl border-l-4 p-4 ${tone[clock.state]}`}>
      <p className="font-semibold">
        {w.clockState[clock.state]}: {w.dueBy(formatDateTime(clock.dueAt))}
      </p>
      {clock.stopped ? <p>{clock.inTime ? w.decidedInTime : w.decidedLate}</p> : null}
      {clock.missed ? (
        <p className="mt-1 font-semibold" data-testid="clock-missed">
          {w.missed[clock.missed]}
        </p>
      ) : clock.whenMissed && !clock.stopped ? (
        <p className="mt-1">{w.whenMissed[clock.whenMissed]}</p>
      ) : null}
      <p className="mt-2 text-sm">{w.rule(clock.source.title, isoToDdMmYyyy(clock.source.date))}</p>
    </div>
  );
}
