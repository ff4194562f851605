import { useRef, useState } from 'react';
import type { z } from 'zod';
import { canWithdrawServiceRequest, type serviceRequestView } from '@bimasetu/contract';
import { formatDateTime, isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Notice } from '~/ui/notice';
import { alreadyClosed, useWithdrawServiceRequest } from './claims-api';

type ServiceRequest = z.infer<typeof serviceRequestView>;

const tone = {
  running: 'border-green-700 bg-green-50 text-green-900',
  near: 'border-amber-700 bg-amber-50 text-amber-900',
  breached: 'border-red-700 bg-red-50 text-red-900',
};

/**
 * One request to the insurer (nominee change, correction…): its state, its 7-day clock with the rule, its steps,
 * and, while it is open, the customer's way to withdraw it (asked once more before it is sent).
 */
export function ServiceRequestCard({ request: listed, mobile }: { request: ServiceRequest; mobile: string }) {
  const w = useWords('claims');
  const withdraw = useWithdrawServiceRequest(mobile);
  const [asking, setAsking] = useState(false);
  const card = useRef<HTMLElement>(null);
  // the server's answer shows at once, before the list is read again
  const request = withdraw.data?.result ?? listed;
  const { clock } = request;
  const heading = `request-${request.id}`;
  const withdrawnAt =
    request.state === 'withdrawn'
      ? request.timeline.findLast((entry) => entry.state === 'withdrawn')?.at
      : undefined;
  return (
    <article
      ref={card}
      aria-labelledby={heading}
      tabIndex={-1}
      className="flex flex-col outline-brand-700 focus:outline-2 gap-3 rounded-2xl bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={heading} className="text-lg font-bold text-slate-900">
          {w.requestKind[request.kind]}
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {w.requestState[request.state]}
        </span>
        {request.details ? <p className="w-full text-slate-700">{request.details}</p> : null}
      </header>
      {withdrawnAt ? (
        // withdrawn: no deadline runs for it any more, so no "On time" and no due date, only when it was taken back
        <div className="rounded-xl border-l-4 border-slate-400 bg-slate-50 p-4 text-slate-800">
          <p className="font-semibold">{w.withdrawnOn(isoToDdMmYyyy(withdrawnAt))}</p>
        </div>
      ) : (
        <div className={`rounded-xl border-l-4 p-4 ${tone[clock.state]}`}>
          <p className="font-semibold">
            {w.clockState[clock.state]}: {w.dueBy(formatDateTime(clock.dueAt))}
          </p>
          {clock.stopped ? <p>{clock.inTime ? w.doneInTime : w.doneLate}</p> : null}
          <p className="mt-2 text-sm">{w.rule(clock.source.title, isoToDdMmYyyy(clock.source.date))}</p>
        </div>
      )}
      <ol aria-label={w.timelineHeading} className="flex flex-col gap-1 border-l-2 border-brand-200 pl-4">
        {request.timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="text-slate-800">
            <span className="font-semibold">
              {w.requestState[entry.state as ServiceRequest['state']] ?? entry.state}
            </span>
            {' · '}
            {w.by[entry.by]}, {formatDateTime(entry.at)}
          </li>
        ))}
      </ol>
      {canWithdrawServiceRequest(request.state) ? (
        <div>
          <Button variant="secondary" size="sm" disabled={withdraw.isPending} onClick={() => setAsking(true)}>
            {withdraw.isPending ? w.withdraw.withdrawing : w.withdraw.button}
          </Button>
        </div>
      ) : null}
      {withdraw.isError ? (
        <Notice tone="error">
          {alreadyClosed(withdraw.error) ? w.withdraw.alreadyClosed : w.withdraw.failed}
        </Notice>
      ) : null}
      {withdraw.isSuccess ? <Notice tone="success">{w.withdraw.done}</Notice> : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={w.withdraw.confirmTitle}
        description={w.withdraw.confirmText}
        confirmLabel={w.withdraw.confirm}
        cancelLabel={w.withdraw.keep}
        confirmVariant="danger"
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(request.id, {
            onSettled: () => setAsking(false),
            // the Withdraw button that opened the dialog is gone: the focus goes to the request, which now says it
            // is withdrawn, instead of falling to the top of the page (after the dialog has closed)
            onSuccess: () => setTimeout(() => card.current?.focus(), 0),
          })
        }
      />
    </article>
  );
}
