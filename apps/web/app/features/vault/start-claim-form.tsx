// "Start a claim" on a policy in the vault: the kinds its line carries (cashless when in hospital now,
// reimbursement, motor), the amount, the document checklist of the kind (the contract's), each item with its own
// file; it registers the claim, uploads the files into it and lands on the claim in My claims. The same claim sent
// again while the first is open (the server's `alreadyOpen`) uploads nothing and lands on that claim, which says so.
import {
  CASHLESS_ADVISER_GOAL_MINUTES,
  CLAIM_DOCUMENTS,
  type ClaimKind,
  type PolicyView,
} from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_MAX_MB, documentFileProblem } from '~/lib/claim-documents';
import { ApiError } from '~/lib/api-client';
import { alreadyOpenState } from '~/lib/claim-landing';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { ClaimAmountField, typedRupees } from '~/ui/claim-amount-field';
import { DocumentFileField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { TitledForm } from '~/ui/titled-form';
import { TextAreaField } from '~/ui/text-area-field';
import { useStartClaim } from './vault-api';

type StartKind = Exclude<ClaimKind, 'death'>;

export function StartClaimForm({ policy, kinds }: { policy: PolicyView; kinds: StartKind[] }) {
  const w = useWords('claims');
  const locale = useLocale();
  const navigate = useNavigate();
  const start = useStartClaim();
  const [kind, setKind] = useState<StartKind>(kinds[0]!);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<Partial<Record<string, File>>>({});
  const [error, setError] = useState<{ field: 'amount' | 'files' | 'form'; text: string } | null>(null);
  const [registered, setRegistered] = useState<number | null>(null);
  const claimHref = (id: number) => `${localHref(locale, '/my-claims')}#claim-${id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const claimedAmount = typedRupees(amount);
    if (claimedAmount === 'bad') return setError({ field: 'amount', text: w.start.amountRule });
    const items = CLAIM_DOCUMENTS[kind] as readonly string[];
    const chosen = Object.entries(files).filter(
      (entry): entry is [string, File] => entry[1] !== undefined && items.includes(entry[0]),
    );
    for (const [item, file] of chosen) {
      const problem = documentFileProblem(file);
      const name = w.document[item] ?? item;
      if (problem === 'too-big')
        return setError({ field: 'files', text: w.start.fileTooBig(name, DOCUMENT_MAX_MB) });
      if (problem) return setError({ field: 'files', text: w.start.notADocument(name) });
    }
    start.mutate(
      { policyId: policy.id, body: { kind, claimedAmount, note: note.trim() }, files: chosen },
      {
        onSuccess: ({ id, alreadyOpen, uploaded }) => {
          // the same claim was already open: nothing was sent again; its card in My claims says so
          if (alreadyOpen) {
            const state = alreadyOpenState({ claimId: id, documentsChosen: chosen.length > 0 });
            void navigate(claimHref(id), { state });
          } else if (uploaded) void navigate(claimHref(id));
          else setRegistered(id);
        },
        // a refusal the claims words say (a cashless claim on a policy not in force…), else the plain failure
        onError: (caught) => {
          const said = caught instanceof ApiError ? w.start.refusals[caught.serverMessage ?? ''] : undefined;
          setError({ field: 'form', text: said ?? w.start.failed });
        },
      },
    );
  }

  return (
    <TitledForm
      title={w.start.heading}
      className="rounded-xl border border-slate-200 p-4"
      onSubmit={submit}
      pending={start.isPending}
      submit={w.start.submit}
      sending={w.start.sending}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{w.start.kind}</legend>
        {kinds.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={`kind-${policy.id}`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-5"
            />
            {w.kind[option]}
          </label>
        ))}
      </fieldset>
      {kind === 'cashless' ? (
        <Notice tone="info">{w.start.cashlessGoal(CASHLESS_ADVISER_GOAL_MINUTES)}</Notice>
      ) : null}
      <ClaimAmountField
        label={w.start.amount}
        hint={w.start.amountHint}
        echo={w.start.amountEcho}
        value={amount}
        onChange={(typed) => {
          setAmount(typed);
          if (error?.field === 'amount') setError(null);
        }}
        error={error?.field === 'amount' ? error.text : null}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{w.start.documents}</legend>
        <p className="text-sm text-slate-600">{w.start.documentsHint(DOCUMENT_MAX_MB)}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {CLAIM_DOCUMENTS[kind].map((item) => (
            <DocumentFileField
              key={`${kind}-${item}`}
              label={w.document[item] ?? item}
              picker={w.filePicker}
              onFile={(file) => setFiles((all) => ({ ...all, [item]: file }))}
            />
          ))}
        </div>
        {error?.field === 'files' ? <Notice tone="error">{error.text}</Notice> : null}
      </fieldset>
      <TextAreaField label={w.start.note} value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
      {error?.field === 'form' ? <Notice tone="error">{error.text}</Notice> : null}
      {registered !== null ? (
        <Notice tone="error">
          {w.start.uploadFailed}{' '}
          <Link to={claimHref(registered)} className="font-semibold underline">
            {w.title}
          </Link>
        </Notice>
      ) : null}
    </TitledForm>
  );
}
