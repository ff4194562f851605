// An adviser's view of one claim or service request, opened from the queue: where it stands, its clock, its
// documents and timeline, and the steps the contract allows from here, each with a note the customer reads on
// their timeline. The API audits every step and refuses a step someone else took first (409).
import {
  adminPath,
  claimPaths,
  type ClaimState,
  type ClaimView,
  type DeductionLine,
  type serviceRequestView,
} from '@bimasetu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '~/lib/api-client';
import { formatRupees } from '~/lib/format';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { SelectField } from '~/ui/select-field';
import { NomineeFields, useNomineeFields } from '~/ui/nominee-fields';
import { TextAreaField } from '~/ui/text-area-field';
import { formatDateTime } from './admin-format';
import { adminErrorMessage, adminKeys, adminRequest } from './admin-api';
import { LoadState } from './admin-page';
import { CASE_ACTOR_WORDS, stateWords } from './case-words';
import { NEW_NOMINEE_WORDS, NOMINEE_RULES } from './nominee-words';

type ServiceRequest = z.infer<typeof serviceRequestView>;
export type CaseQueue = 'claims' | 'service-requests';

const caseKey = (queue: CaseQueue, id: number) => [...adminKeys.all, 'case', queue, id] as const;
const paths = {
  claims: { read: claimPaths.adminClaim, move: claimPaths.adminClaimMove },
  'service-requests': { read: claimPaths.adminServiceRequest, move: claimPaths.adminServiceRequestMove },
};

const labelOf = stateWords;

type Line = { item: string; amount: string; reason: string };
const blankLine: Line = { item: '', amount: '', reason: '' };

function Timeline({ entries }: { entries: ClaimView['timeline'] }) {
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span className="font-semibold">{labelOf(entry.state)}</span> · {CASE_ACTOR_WORDS[entry.by]},{' '}
          {formatDateTime(entry.at)}
          {entry.note ? <span className="block text-slate-600">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function ClaimFacts({ claim }: { claim: ClaimView }) {
  return (
    <>
      <p className="text-slate-800">
        {claim.insurer}, policy {claim.policyNumber} · claimed{' '}
        {claim.claimedAmount !== null ? formatRupees(claim.claimedAmount) : 'not stated'}
        {claim.approvedAmount !== null ? ` · approved ${formatRupees(claim.approvedAmount)}` : ''}
        {claim.insurerReference ? ` · insurer’s reference ${claim.insurerReference}` : ''}
      </p>
      <p className="text-sm text-slate-700">
        Documents: {claim.checklist.map((entry) => `${entry.item} ${entry.uploaded ? '✓' : '✗'}`).join(', ')}
      </p>
    </>
  );
}

/** The deduction lines of a partly approved claim, and whether they account for every rupee not approved. */
function DeductionLines({
  lines,
  onChange,
  toAccountFor,
}: {
  lines: Line[];
  onChange: (lines: Line[]) => void;
  toAccountFor: number | null;
}) {
  const total = lines.reduce((sum, line) => sum + (Number(line.amount) || 0), 0);
  const set = (index: number, patch: Partial<Line>) =>
    onChange(lines.map((line, n) => (n === index ? { ...line, ...patch } : line)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">Deductions</legend>
      {lines.map((line, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[2fr_1fr_3fr_auto] sm:items-end">
          <TextField
            label={`Item ${index + 1}`}
            value={line.item}
            onChange={(e) => set(index, { item: e.target.value })}
          />
          <TextField
            label={`Amount ${index + 1} (₹)`}
            inputMode="numeric"
            value={line.amount}
            onChange={(e) => set(index, { amount: e.target.value.replace(/\D/g, '') })}
          />
          <TextField
            label={`Reason ${index + 1}`}
            value={line.reason}
            onChange={(e) => set(index, { reason: e.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={lines.length === 1}
            onClick={() => onChange(lines.filter((_, n) => n !== index))}
          >
            Remove line {index + 1}
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => onChange([...lines, blankLine])}>
          Add a deduction line
        </Button>
        <p role="status" className="text-sm text-slate-700">
          Deductions total {formatRupees(total)}
          {toAccountFor !== null ? ` of ${formatRupees(toAccountFor)} not approved` : ''}
        </p>
      </div>
    </fieldset>
  );
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Keyed by where the case stands, so each step starts afresh; the outcome lives in the panel and outlasts it. */
function MoveForm({
  queue,
  id,
  next,
  claim,
  nomineeChange = false,
  outcome,
  setOutcome,
}: {
  queue: CaseQueue;
  id: number;
  next: readonly string[];
  claim?: ClaimView;
  /** A nominee change: marking it done takes the new nominee. */
  nomineeChange?: boolean;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const queryClient = useQueryClient();
  const heading = useId();
  const [to, setTo] = useState(next[0] ?? '');
  const [reference, setReference] = useState(claim?.insurerReference ?? '');
  const [approved, setApproved] = useState('');
  const [lines, setLines] = useState<Line[]>([blankLine]);
  const [note, setNote] = useState('');
  const nominee = useNomineeFields(NOMINEE_RULES);
  const takesNominee = nomineeChange && to === 'done';
  const move = useMutation({
    mutationFn: (body: object) =>
      adminRequest<{ message: string }>(adminPath(paths[queue].move, { id }), { method: 'POST', body }),
    onSuccess: async () => {
      setOutcome({
        tone: 'success',
        text: 'Moved. The customer sees this step and your note on their timeline.',
      });
      setNote('');
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'queue'] });
      await queryClient.invalidateQueries({ queryKey: caseKey(queue, id) });
    },
    onError: (error) => {
      // a new nominee the policy's rules refuse is said under its field too
      const field = error instanceof ApiError ? /^nominee\.(\w+):/.exec(error.serverMessage ?? '') : null;
      const rule = field ? nominee.refuse(['nominee', field[1]!]) : null;
      setOutcome({
        tone: 'error',
        text:
          rule ??
          (error instanceof ApiError && error.status === 409 && error.serverMessage
            ? `${error.serverMessage}. Someone may have moved it first; it has been reloaded.`
            : adminErrorMessage(error)),
      });
    },
    onSettled: (_data, error) => {
      if (error) void queryClient.invalidateQueries({ queryKey: caseKey(queue, id) });
    },
  });
  const amount = Number(approved);
  const toAccountFor = claim?.claimedAmount != null && amount > 0 ? claim.claimedAmount - amount : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const fail = (text: string) => setOutcome({ tone: 'error', text });
    if (!to) return fail('Choose the next step.');
    const body: Record<string, unknown> = { to, note: note.trim() };
    if (queue === 'claims') {
      if (to === 'submitted') {
        if (!reference.trim()) return fail('Enter the insurer’s claim reference.');
        body.insurerReference = reference.trim();
      }
      if (to === 'approved' || to === 'partly-approved') {
        if (!/^\d+$/.test(approved) || amount < 1) return fail('Enter the approved amount in whole rupees.');
        body.approvedAmount = amount;
      }
      if (to === 'partly-approved') {
        const deductions: DeductionLine[] = lines.map((line) => ({
          item: line.item.trim(),
          amount: Number(line.amount),
          reason: line.reason.trim(),
        }));
        if (deductions.some((line) => !line.item || !line.reason || !(line.amount >= 1)))
          return fail('Each deduction needs its item, its amount in rupees and its reason.');
        const total = deductions.reduce((sum, line) => sum + line.amount, 0);
        if (toAccountFor === null || total !== toAccountFor)
          return fail(
            `The deductions must add up to what was claimed less what was approved${
              toAccountFor !== null ? ` (${formatRupees(toAccountFor)})` : ''
            }.`,
          );
        body.deductions = deductions;
      }
    }
    const newNominee = takesNominee ? nominee.body() : null;
    if (takesNominee && !newNominee) return fail(NOMINEE_RULES.neededWhenDone);
    if (newNominee) body.nominee = newNominee;
    move.mutate(body);
  }

  if (next.length === 0) {
    return (
      <>
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <p className="text-slate-700">No further steps: this case is finished.</p>
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={heading} className="flex flex-col gap-3">
      <h4 id={heading} className="font-bold text-slate-900">
        Move it
      </h4>
      <SelectField
        label="Next step"
        options={next}
        labelOf={labelOf}
        value={to}
        onChange={(value) => {
          setTo(value);
          setOutcome(null);
        }}
      />
      {queue === 'claims' && to === 'submitted' ? (
        <TextField
          label="Insurer’s claim reference"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
        />
      ) : null}
      {queue === 'claims' && (to === 'approved' || to === 'partly-approved') ? (
        <TextField
          label="Approved amount (₹)"
          inputMode="numeric"
          value={approved}
          onChange={(e) => setApproved(e.target.value.replace(/\D/g, ''))}
        />
      ) : null}
      {queue === 'claims' && to === 'partly-approved' ? (
        <DeductionLines lines={lines} onChange={setLines} toAccountFor={toAccountFor} />
      ) : null}
      {takesNominee ? <NomineeFields nominee={nominee} words={NEW_NOMINEE_WORDS} columns="" /> : null}
      <TextAreaField
        label="Note for the customer (shown on their timeline)"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div>
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? 'Saving…' : 'Save this step'}
        </Button>
      </div>
    </form>
  );
}

/** One case opened from the queue. */
export function CasePanel({ queue, id }: { queue: CaseQueue; id: number }) {
  const view = useQuery({
    queryKey: caseKey(queue, id),
    queryFn: ({ signal }) =>
      adminRequest<{ result: ClaimView | ServiceRequest }>(adminPath(paths[queue].read, { id }), { signal }),
    select: (answer) => answer.result,
    staleTime: 0,
  });
  const claim = queue === 'claims' ? (view.data as ClaimView | undefined) : undefined;
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <div className="mt-2 flex w-full flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <LoadState loading={view.isPending} error={view.error} what="this case" />
      {view.data ? (
        <>
          <p className="font-semibold text-slate-900">
            Now: {labelOf(view.data.state as ClaimState)}
            {view.data.clock
              ? ` · ${view.data.clock.stopped ? 'clock stopped' : `due ${formatDateTime(view.data.clock.dueAt)}`}`
              : ''}
          </p>
          {claim ? <ClaimFacts claim={claim} /> : null}
          {'details' in view.data && view.data.details ? (
            <p className="text-slate-800">Customer asked: {view.data.details}</p>
          ) : null}
          <Timeline entries={view.data.timeline} />
          <MoveForm
            key={view.data.state}
            queue={queue}
            id={id}
            next={view.data.next}
            {...(claim ? { claim } : {})}
            nomineeChange={'kind' in view.data && view.data.kind === 'nominee-change'}
            outcome={outcome}
            setOutcome={setOutcome}
          />
        </>
      ) : null}
    </div>
  );
}
