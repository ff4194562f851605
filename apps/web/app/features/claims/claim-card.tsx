import type { ClaimView } from '@bimasetu/contract';
import { formatDateTime, formatRupees } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Notice } from '~/ui/notice';
import { AddDocuments } from './add-documents-form';
import { ClaimClock } from './claim-clock';
import { readTimelineNote } from './claim-timeline';
import { ClaimGrievance } from './claim-grievance';
import { DischargeRequest } from './discharge-request';

/**
 * One claim: its state and amounts, the live clock, deductions, the prepared complaint, documents and timeline;
 * `notice`, what the form the customer came from has to say on it (the same claim was already open).
 */
export function ClaimCard({ claim, mobile, notice }: { claim: ClaimView; mobile: string; notice?: string }) {
  const w = useWords('claims');
  const heading = `claim-${claim.id}`;
  return (
    <article
      aria-labelledby={heading}
      tabIndex={-1}
      className="flex flex-col outline-brand-700 focus:outline-2 gap-4 rounded-2xl bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={heading} className="text-lg font-bold text-slate-900">
          {w.kind[claim.kind]}
        </h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {w.state[claim.state]}
        </span>
        <p className="w-full text-slate-700">{w.policy(claim.insurer, claim.policyNumber)}</p>
      </header>
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      <dl className="grid grid-cols-2 gap-2 text-slate-800 sm:grid-cols-3">
        {claim.insurerReference ? (
          <div>
            <dt className="text-sm text-slate-600">{w.reference}</dt>
            <dd className="font-semibold">{claim.insurerReference}</dd>
          </div>
        ) : null}
        {claim.claimedAmount !== null ? (
          <div>
            <dt className="text-sm text-slate-600">{w.claimed}</dt>
            <dd className="font-semibold">{formatRupees(claim.claimedAmount)}</dd>
          </div>
        ) : null}
        {claim.approvedAmount !== null ? (
          <div>
            <dt className="text-sm text-slate-600">{w.approved}</dt>
            <dd className="font-semibold">{formatRupees(claim.approvedAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-label={w.clockHeading}>
        <h4 className="mb-2 font-bold text-slate-900">{w.clockHeading}</h4>
        <ClaimClock claim={claim} />
        <DischargeRequest claim={claim} mobile={mobile} />
      </section>
      {claim.deductions.length > 0 ? (
        <section aria-labelledby={`${heading}-deductions`}>
          <h4 id={`${heading}-deductions`} className="mb-2 font-bold text-slate-900">
            {w.deductionsHeading}
          </h4>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-slate-800">
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="py-1 pr-3">
                    {w.deductionItem}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {w.deductionAmount}
                  </th>
                  <th scope="col" className="py-1">
                    {w.deductionReason}
                  </th>
                </tr>
              </thead>
              <tbody>
                {claim.deductions.map((line) => (
                  <tr key={line.item} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3">{line.item}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatRupees(line.amount)}</td>
                    <td className="py-2">{line.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {claim.grievance ? <ClaimGrievance claimId={claim.id} grievance={claim.grievance} /> : null}
      <section aria-label={w.checklist}>
        <h4 className="mb-2 font-bold text-slate-900">{w.checklist}</h4>
        <ul className="grid gap-1 sm:grid-cols-2">
          {claim.checklist.map((entry) => (
            <li key={entry.item} className="text-slate-800">
              {w.document[entry.item] ?? entry.item}:{' '}
              <span className={entry.uploaded ? 'font-semibold text-green-800' : 'text-slate-600'}>
                {entry.uploaded ? w.uploaded : w.missing}
              </span>
            </li>
          ))}
        </ul>
        <AddDocuments claim={claim} mobile={mobile} />
      </section>
      <section aria-label={w.timelineHeading}>
        <h4 className="mb-2 font-bold text-slate-900">{w.timelineHeading}</h4>
        <ol className="flex flex-col gap-1 border-l-2 border-brand-200 pl-4">
          {claim.timeline.map((entry, index) => {
            const step = readTimelineNote(entry.note);
            const note =
              step.kind === 'documents'
                ? w.documentsAddedNote(
                    step.items.map((item) => w.document[item] ?? item).join(', '),
                    step.items.length,
                  )
                : step.note;
            return (
              <li key={`${entry.at}-${index}`} className="text-slate-800">
                <span className="font-semibold">
                  {step.kind === 'documents'
                    ? w.documentsAddedStep
                    : (w.state[entry.state as ClaimView['state']] ?? entry.state)}
                </span>
                {' · '}
                {w.by[entry.by]}, {formatDateTime(entry.at)}
                {note ? <span className="block text-sm text-slate-600">{note}</span> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}
