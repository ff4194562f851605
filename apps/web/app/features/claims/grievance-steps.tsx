import {
  claimPaths,
  CLOCK_RULES,
  isRealDdMmYyyy,
  OMBUDSMAN_LIMIT_RUPEES,
  type ClaimView,
  type GrievanceStepKind,
} from '@bimasetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, apiRequest } from '~/lib/api-client';
import { formatDateInput, formatRupeesShort, HINDI_UNITS, isoToDdMmYyyy } from '~/lib/format';
import { sayIn, useLocale, useWords } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';

type Grievance = NonNullable<ClaimView['grievance']>;
type Clock = NonNullable<Grievance['insurerDeadline']>;

const rule = (clock: Clock, say: (title: string, date: string) => string) =>
  say(clock.source.title, isoToDdMmYyyy(clock.source.date));

/** "dd/mm/yyyy" as the API's yyyy-mm-dd, or "" while it is not a real date. */
const isoOf = (typed: string) => (isRealDdMmYyyy(typed) ? typed.split('/').reverse().join('-') : '');

/** What the customer has done with a complaint, the deadlines it started (each citing its rule), and the next step. */
export function GrievanceSteps({ claimId, grievance }: { claimId: number; grievance: Grievance }) {
  const w = useWords('claims');
  const g = w.grievanceSteps;
  const say = sayIn(w.grievanceMessages);
  const hindi = useLocale() === 'hi';
  const dateId = useId();
  const queryClient = useQueryClient();
  const [repliedOn, setRepliedOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: (body: { step: GrievanceStepKind; repliedOn?: string }) =>
      apiRequest(claimPaths.claimGrievance.replace(':id', String(claimId)), { method: 'POST', body }),
    onSuccess: async () => {
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: ['my-claims'] });
    },
    onError: (error) =>
      setProblem(error instanceof ApiError && error.serverMessage ? say(error.serverMessage) : g.failed),
  });
  const submit = (step: GrievanceStepKind) => {
    if (step === 'insurer-replied' && !isoOf(repliedOn)) return setProblem(g.replyDateMissing);
    record.mutate(step === 'insurer-replied' ? { step, repliedOn: isoOf(repliedOn) } : { step });
  };
  const { insurerDeadline: insurer, ombudsmanDeadline: ombudsman } = grievance;
  const resolutionDays = CLOCK_RULES.grievanceResolution.length.days;
  const action = (step: GrievanceStepKind, label: string) => (
    <button
      key={step}
      type="button"
      className={buttonClass(step === 'sent-to-insurer' ? 'primary' : 'secondary', 'md')}
      disabled={record.isPending}
      onClick={() => submit(step)}
    >
      {record.isPending && record.variables?.step === step ? g.saving : label}
    </button>
  );

  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4" data-testid="grievance-steps">
      {grievance.recorded.length > 0 ? (
        <>
          <h5 className="font-semibold text-slate-900">{g.heading}</h5>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
            {grievance.recorded.map((step) => (
              <li key={step.step}>{g.recorded[step.step]?.(isoToDdMmYyyy(step.at))}</li>
            ))}
          </ul>
        </>
      ) : null}
      {insurer ? (
        <p className="text-slate-800">
          {insurer.stopped
            ? g.insurerAnswered
            : insurer.state === 'breached'
              ? g.insurerLate(isoToDdMmYyyy(insurer.dueAt))
              : g.insurerBy(isoToDdMmYyyy(insurer.dueAt))}{' '}
          <span className="text-sm text-slate-600">{rule(insurer, g.rule)}</span>
        </p>
      ) : null}
      {ombudsman && !ombudsman.stopped ? (
        <p className="text-slate-800">
          {ombudsman.state === 'breached'
            ? g.ombudsmanPassed(isoToDdMmYyyy(ombudsman.dueAt))
            : g.ombudsmanUntil(isoToDdMmYyyy(ombudsman.startedAt), isoToDdMmYyyy(ombudsman.dueAt))}{' '}
          <span className="text-sm text-slate-600">{rule(ombudsman, g.rule)}</span>
        </p>
      ) : null}
      {grievance.overOmbudsmanLimit ? (
        <p className="text-slate-800">
          {g.overLimit(formatRupeesShort(OMBUDSMAN_LIMIT_RUPEES, hindi ? HINDI_UNITS : undefined))}
        </p>
      ) : null}
      {grievance.canRecord.includes('sent-to-insurer') ? (
        <div className="flex flex-col items-start gap-1">
          {action('sent-to-insurer', g.send)}
          <p className="text-sm text-slate-700">{g.sendHelp(resolutionDays)}</p>
        </div>
      ) : null}
      {grievance.canRecord.includes('insurer-replied') ? (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={dateId} className="flex flex-col text-sm text-slate-800">
            {g.replyDate}
            <input
              id={dateId}
              inputMode="numeric"
              placeholder="dd/mm/yyyy"
              value={repliedOn}
              onChange={(event) => setRepliedOn(formatDateInput(event.target.value))}
              className="mt-1 rounded-lg border border-slate-400 px-3 py-2 text-base"
            />
          </label>
          {action('insurer-replied', g.replied)}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {grievance.canRecord.includes('escalated-to-bima-bharosa')
          ? action('escalated-to-bima-bharosa', g.escalate)
          : null}
        {grievance.canRecord.includes('ombudsman-complaint')
          ? action('ombudsman-complaint', g.ombudsman)
          : null}
      </div>
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {record.isSuccess && !problem ? (
        <p role="status" className="text-sm text-green-800">
          {g.saved}
        </p>
      ) : null}
    </div>
  );
}
