// The console step after an insurer issues a policy: its details, the policy document and any e-cards, recorded
// in one audited step. The customer then finds it under My policies and is told in the app and by SMS.
import {
  issuedPolicyFields,
  POLICY_LINES,
  POLICY_MEMBER_RELATIONS,
  PREMIUM_FREQUENCIES,
  type RequestDetail,
} from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { digitsOnly } from '~/lib/format';
import { Button } from '~/ui/button';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { controlClass, DocumentFileField, Field, TextField } from '~/ui/field';
import { NomineeFields, useNomineeFields } from '~/ui/nominee-fields';
import { NOMINEE_RULES, NOMINEE_WORDS } from './nominee-words';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { leadLineLabel } from './admin-format';
import { useRecordPolicy } from './policies-api';

type Request = RequestDetail['result'];
type Member = { name: string; relation: string; dob: string; memberId: string };

/** The quote's premium period as the policy's frequency; a trip or a multi-year health policy is paid once. */
const FREQUENCY_OF_PERIOD: Record<string, string> = {
  month: 'Monthly',
  quarter: 'Quarterly',
  year: 'Yearly',
  trip: 'Single',
  policy: 'Single',
};
const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const lineOf = (policyType: string) =>
  /motor/i.test(policyType)
    ? 'car'
    : /term/i.test(policyType)
      ? 'term'
      : /life/i.test(policyType)
        ? 'life'
        : 'health';

export function RecordPolicyForm({ request }: { request: Request }) {
  const record = useRecordPolicy(request.id);
  const [v, setV] = useState({
    line: lineOf(request.policyType),
    insurer: request.insurer,
    planName: request.planName,
    policyNumber: '',
    startDate: '',
    endDate: '',
    documentReceivedOn: todayIst(),
    sumInsured: /^\d+$/.test(request.sumAssured) ? request.sumAssured : '',
    premium: String(request.revisedPremium ?? request.quote?.premium ?? ''),
    premiumFrequency: FREQUENCY_OF_PERIOD[request.quote?.premiumPeriod ?? 'year'] ?? 'Yearly',
    claimHelpline: '',
    tpaName: '',
    tpaHelpline: '',
  });
  const [members, setMembers] = useState<Member[]>([
    { name: request.fullName, relation: 'Self', dob: '', memberId: '' },
  ]);
  const nominee = useNomineeFields(NOMINEE_RULES);
  const [policyFile, setPolicyFile] = useState<File | null>(null);
  const [eCards, setECards] = useState<File[]>([]);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (patch: Partial<typeof v>) => setV((all) => ({ ...all, ...patch }));
  const setMember = (i: number, patch: Partial<Member>) =>
    setMembers((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const details = {
      ...v,
      sumInsured: v.sumInsured === '' ? null : Number(v.sumInsured),
      premium: v.premium === '' ? null : Number(v.premium),
      members: members.map((m) => ({ ...m, dob: m.dob || null })),
      nominee: nominee.body(),
    };
    const parsed = issuedPolicyFields.safeParse(details);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const nomineeRule = nominee.refuse(issue?.path ?? []);
      setResult({
        tone: 'error',
        text: nomineeRule ?? `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'is invalid'}`,
      });
      return;
    }
    if (!policyFile) {
      setResult({ tone: 'error', text: 'Attach the policy document the insurer issued (PDF, JPEG or PNG).' });
      return;
    }
    record
      .mutateAsync({ details, policyFile, eCards })
      .then(() =>
        setResult({ tone: 'success', text: 'Policy recorded. The customer can see it in My policies.' }),
      )
      .catch((error: unknown) => setResult({ tone: 'error', text: adminErrorMessage(error) }));
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Record the issued policy" className="flex flex-col gap-3">
      <ChoiceSelect
        label="Type of insurance"
        required
        value={v.line}
        choices={choicesOf(POLICY_LINES, leadLineLabel)}
        onChange={(line) => set({ line })}
      />
      <TextField
        label="Insurer"
        required
        value={v.insurer}
        onChange={(e) => set({ insurer: e.target.value })}
      />
      <TextField label="Plan" value={v.planName} onChange={(e) => set({ planName: e.target.value })} />
      <TextField
        label="Policy number"
        required
        value={v.policyNumber}
        onChange={(e) => set({ policyNumber: e.target.value })}
      />
      <TextField
        label="Cover starts"
        type="date"
        required
        value={v.startDate}
        onChange={(e) => set({ startDate: e.target.value })}
      />
      <TextField
        label="Cover ends"
        type="date"
        required
        value={v.endDate}
        onChange={(e) => set({ endDate: e.target.value })}
      />
      <TextField
        label="Policy document sent to the customer on"
        type="date"
        required
        value={v.documentReceivedOn}
        onChange={(e) => set({ documentReceivedOn: e.target.value })}
      />
      <TextField
        label="Sum insured or IDV (₹)"
        inputMode="numeric"
        required
        value={v.sumInsured}
        onChange={(e) => set({ sumInsured: digitsOnly(e.target.value, 10) })}
      />
      <TextField
        label="Premium (₹, GST included)"
        inputMode="numeric"
        required
        value={v.premium}
        onChange={(e) => set({ premium: digitsOnly(e.target.value, 9) })}
      />
      <ChoiceSelect
        label="Premium paid"
        required
        value={v.premiumFrequency}
        choices={choicesOf(PREMIUM_FREQUENCIES)}
        onChange={(premiumFrequency) => set({ premiumFrequency })}
      />
      <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Insured members</legend>
        {members.map((m, i) => (
          <div key={i} className="flex flex-col gap-2 border-b border-slate-100 pb-2">
            <TextField
              label={`Member ${i + 1} name`}
              required
              value={m.name}
              onChange={(e) => setMember(i, { name: e.target.value })}
            />
            <ChoiceSelect
              label={`Member ${i + 1} relation`}
              required
              value={m.relation}
              choices={choicesOf(POLICY_MEMBER_RELATIONS)}
              onChange={(relation) => setMember(i, { relation })}
            />
            <TextField
              label={`Member ${i + 1} date of birth`}
              type="date"
              value={m.dob}
              onChange={(e) => setMember(i, { dob: e.target.value })}
            />
            <TextField
              label={`Member ${i + 1} member id`}
              value={m.memberId}
              onChange={(e) => setMember(i, { memberId: e.target.value })}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setMembers((all) => [...all, { name: '', relation: 'Spouse', dob: '', memberId: '' }])
          }
        >
          Add a member
        </Button>
      </fieldset>
      <NomineeFields nominee={nominee} words={NOMINEE_WORDS} columns="" />
      <TextField
        label="Insurer’s claim helpline"
        type="tel"
        value={v.claimHelpline}
        onChange={(e) => set({ claimHelpline: e.target.value })}
      />
      <TextField
        label="Third-party administrator (TPA)"
        value={v.tpaName}
        onChange={(e) => set({ tpaName: e.target.value })}
      />
      <TextField
        label="TPA helpline"
        type="tel"
        value={v.tpaHelpline}
        onChange={(e) => set({ tpaHelpline: e.target.value })}
      />
      <DocumentFileField
        label="Policy document"
        picker={{ choose: 'Choose file', none: 'No file chosen' }}
        required
        hint="PDF, JPEG or PNG, up to 10 MB."
        onFile={(file) => setPolicyFile(file ?? null)}
      />
      <Field label="E-cards (optional)" hint="One file per member; PDF, JPEG or PNG.">
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            className={controlClass}
            onChange={(e) => setECards([...(e.target.files ?? [])])}
          />
        )}
      </Field>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div>
        <Button type="submit" busy={record.isPending}>
          Record policy
        </Button>
      </div>
    </form>
  );
}
