import { CLOCK_RULES, OMBUDSMAN_LIMIT_RUPEES, type ClaimView } from '@bimasetu/contract';
import { formatRupeesShort, HINDI_UNITS, isoToDdMmYyyy } from '~/lib/format';
import { useLocale, useWords } from '~/lib/words';
import { GrievanceSteps } from './grievance-steps';

/** The complaint prepared when a claim is rejected or its clock runs out: the three places to take it, in order. */
export function ClaimGrievance({
  claimId,
  grievance,
}: {
  claimId: number;
  grievance: NonNullable<ClaimView['grievance']>;
}) {
  const w = useWords('claims');
  const hindi = useLocale() === 'hi';
  const resolution = CLOCK_RULES.grievanceResolution;
  const ombudsman = CLOCK_RULES.ombudsmanComplaint.source;
  const limit = formatRupeesShort(OMBUDSMAN_LIMIT_RUPEES, hindi ? HINDI_UNITS : undefined);
  return (
    <section aria-labelledby="grievance" className="rounded-xl border border-red-200 bg-white p-4">
      <h4 id="grievance" className="font-bold text-slate-900">
        {w.grievanceHeading}
      </h4>
      <p className="mt-1 text-slate-800">{w.grievanceReason[grievance.reason]}</p>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5">
        {grievance.steps.map((step) => (
          <li key={step.rung} className="text-slate-800">
            <span>{w.rung[step.rung]}</span>{' '}
            <span className={step.open ? 'font-semibold text-green-800' : 'text-slate-600'}>
              {step.barred
                ? w.barred
                : step.open
                  ? w.openNow
                  : step.opensAt
                    ? w.opensOn(isoToDdMmYyyy(step.opensAt))
                    : w.notYet}
              {step.closesAt ? ` ${w.closesOn(isoToDdMmYyyy(step.closesAt))}` : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">
        {'days' in resolution.length
          ? w.grievanceRules(
              resolution.length.days,
              resolution.source.title,
              isoToDdMmYyyy(resolution.source.date),
            )
          : null}{' '}
        {w.ombudsmanRule(limit, ombudsman.title, isoToDdMmYyyy(ombudsman.date))}
      </p>
      <GrievanceSteps claimId={claimId} grievance={grievance} />
    </section>
  );
}
