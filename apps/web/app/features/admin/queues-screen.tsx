// /admin/queues: open claims, service requests and renewals due, each list earliest deadline first, breached and
// near-breach lines marked. Deadlines come from the contract's clock rules through the API.
import {
  adminPath,
  CASHLESS_ADVISER_GOAL_MINUTES,
  claimPaths,
  CLOCK_RULES,
  RENEWAL_RULES,
  type adminQueueAnswer,
} from '@bimasetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '~/ui/button';
import { formatDateTime, formatMobile } from './admin-format';
import { adminKeys, adminRequest } from './admin-api';
import { AdminPage, LoadState } from './admin-page';
import { CasePanel } from './case-panel';
import { kindWords, stateWords } from './case-words';

type Queue = 'claims' | 'service-requests' | 'renewals';
type Item = z.infer<typeof adminQueueAnswer>['result'][number];

const mark = {
  breached: { label: 'Breached', tone: 'bg-red-100 text-red-900' },
  near: { label: 'Near breach', tone: 'bg-amber-100 text-amber-900' },
  running: { label: 'On time', tone: 'bg-green-100 text-green-900' },
};

const titles: Record<Queue, string> = {
  claims: 'Claims',
  'service-requests': 'Service requests',
  renewals: 'Renewals due',
};

const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** The rule a line's deadline comes from, as its issuer titles it, with its date. */
function ruleOf(rule: string | null): string {
  if (rule === null) return 'No deadline yet: it starts when the insurer has the claim complete.';
  if (rule === 'cashless-adviser-goal')
    return `Our own goal, not a rule: answer a cashless claim within ${CASHLESS_ADVISER_GOAL_MINUTES} minutes of its registration.`;
  if (rule in CLOCK_RULES) {
    const { source } = CLOCK_RULES[rule as keyof typeof CLOCK_RULES];
    return `${source.title}, ${dmy(source.date)}`;
  }
  const { daysBefore, source } = RENEWAL_RULES.notice;
  return `Renewal notice ${daysBefore} days before the due date: ${source.title}, ${dmy(source.date)}`;
}

function QueueLine({ queue, item }: { queue: Queue; item: Item }) {
  const [open, setOpen] = useState(false);
  const what = queue === 'claims' ? 'claim' : 'request';
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      {item.clockState ? (
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${mark[item.clockState].tone}`}>
          {mark[item.clockState].label}
        </span>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
          No deadline yet
        </span>
      )}
      <span className="font-semibold text-slate-900">
        {item.dueAt ? `Due ${formatDateTime(item.dueAt)}` : `Registered ${formatDateTime(item.openedAt)}`} ·{' '}
        {kindWords(item.kind)} · {stateWords(item.state)}
      </span>
      <span className="text-slate-700">
        #{item.id}, policy {item.policyId}, {formatMobile(item.customerMobile)}
      </span>
      {queue !== 'renewals' ? (
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {open ? `Close ${what} #${item.id}` : `Open ${what} #${item.id}`}
        </Button>
      ) : null}
      <span className="w-full text-sm text-slate-600">{ruleOf(item.rule)}</span>
      {open && queue !== 'renewals' ? <CasePanel queue={queue} id={item.id} /> : null}
    </li>
  );
}

function QueueList({ queue }: { queue: Queue }) {
  const list = useQuery({
    queryKey: [...adminKeys.all, 'queue', queue],
    queryFn: ({ signal }) =>
      adminRequest<z.infer<typeof adminQueueAnswer>>(adminPath(claimPaths.adminQueue, { queue }), { signal }),
    staleTime: 0,
    refetchInterval: 60_000,
  });
  return (
    <section
      aria-labelledby={`queue-${queue}`}
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id={`queue-${queue}`} className="text-lg font-bold text-slate-900">
        {titles[queue]}
      </h2>
      <LoadState loading={list.isPending} error={list.error} what={titles[queue].toLowerCase()} />
      {list.data && list.data.result.length === 0 ? <p className="text-slate-700">Nothing open.</p> : null}
      <ol className="flex flex-col divide-y divide-slate-100">
        {list.data?.result.map((item: Item) => (
          <QueueLine key={`${item.kind}-${item.id}`} queue={queue} item={item} />
        ))}
      </ol>
    </section>
  );
}

export function QueuesScreen() {
  return (
    <AdminPage
      title="Queues"
      description={`Earliest deadline first; claims not yet with the insurer after them. Our goal: answer a cashless claim within ${CASHLESS_ADVISER_GOAL_MINUTES} minutes in working hours.`}
    >
      <QueueList queue="claims" />
      <QueueList queue="service-requests" />
      <QueueList queue="renewals" />
    </AdminPage>
  );
}
