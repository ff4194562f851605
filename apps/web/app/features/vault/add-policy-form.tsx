// "Add a policy bought elsewhere": a photo or PDF and the five details the vault needs (insurer, type, number,
// end date, who is covered); the rest is optional. The contract's schema checks it here and again on the server.
import {
  DOCUMENT_MAX_BYTES,
  POLICY_LINES,
  POLICY_DATE_RULES,
  POLICY_MEMBER_RELATIONS,
  type PolicyDateRule,
  type PolicyLine,
  type PolicyMember,
} from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import { digitsOnly, formatDateInput } from '~/lib/format';
import { useWords } from '~/lib/words';
import { Button } from '~/ui/button';
import { controlClass, DocumentFileField, Field, TextField } from '~/ui/field';
import { NomineeFields, useNomineeFields } from '~/ui/nominee-fields';
import { Notice } from '~/ui/notice';
import { useAddPolicy } from './vault-api';

// zod comes with the schema on the first save, not with the page
const loadSchema = () => import('./added-policy-schema').then((m) => m.addedPolicyFields);

type Member = { name: string; relation: PolicyMember['relation'] };

/** dd/mm/yyyy as typed to the API's yyyy-mm-dd; blank stays null; anything else is kept for the schema to refuse. */
const isoOf = (typed: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed);
  return typed === '' ? null : match ? `${match[3]}-${match[2]}-${match[1]}` : typed;
};
/** The contract's date rule a refused date broke (on its issue's params), said in the page's own words. */
const dateRuleOf = (params: unknown): PolicyDateRule | undefined => {
  const rule = (params as { dateRule?: unknown } | undefined)?.dateRule;
  return POLICY_DATE_RULES.find((known) => known === rule);
};
const blank = { insurer: '', line: 'health' as PolicyLine, policyNumber: '', endDate: '', startDate: '' };

export function AddPolicyForm({ mobile }: { mobile: string }) {
  const w = useWords('vault');
  const add = useAddPolicy(mobile);
  const [values, setValues] = useState(blank);
  const [extra, setExtra] = useState({ receivedOn: '', sumInsured: '', premium: '', claimHelpline: '' });
  const [members, setMembers] = useState<Member[]>([{ name: '', relation: 'Self' }]);
  const nominee = useNomineeFields(w.add.nominee.rules);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const labels: Record<string, string> = {
    insurer: w.add.insurer,
    line: w.add.line,
    policyNumber: w.add.policyNumber,
    endDate: w.add.endDate,
    members: w.add.members,
    startDate: w.add.startDate,
    documentReceivedOn: w.add.receivedOn,
    sumInsured: w.add.sumInsured,
    premium: w.add.premium,
    claimHelpline: w.add.claimHelpline,
    nominee: w.add.nominee.legend,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const addedPolicyFields = await loadSchema();
    setOutcome(null);
    const details = {
      ...values,
      endDate: isoOf(values.endDate) ?? '',
      startDate: isoOf(values.startDate),
      documentReceivedOn: isoOf(extra.receivedOn),
      sumInsured: extra.sumInsured ? Number(extra.sumInsured) : null,
      premium: extra.premium ? Number(extra.premium) : null,
      claimHelpline: extra.claimHelpline,
      members,
      nominee: nominee.body(),
    };
    const parsed = addedPolicyFields.safeParse(details);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const nomineeRule = nominee.refuse(issue?.path ?? []);
      if (nomineeRule) return setOutcome({ tone: 'error', text: nomineeRule });
      const broken = issue?.code === 'custom' ? dateRuleOf(issue.params) : undefined;
      const rule = broken
        ? w.add.dateRules[broken]
        : /date|Date/.test(field)
          ? w.add.dateRule
          : (issue?.message ?? '');
      setOutcome({ tone: 'error', text: w.add.fieldError(labels[field] ?? field, rule) });
      return;
    }
    if (!file || file.size > DOCUMENT_MAX_BYTES) {
      setOutcome({ tone: 'error', text: file ? w.add.fileHint : w.add.chooseFile });
      return;
    }
    add.mutate(
      { details, file },
      {
        onSuccess: () => {
          setOutcome({ tone: 'success', text: w.add.saved });
          setValues(blank);
          setMembers([{ name: '', relation: 'Self' }]);
          nominee.reset();
          setFile(null);
          setExtra({ receivedOn: '', sumInsured: '', premium: '', claimHelpline: '' });
          setFormKey((k) => k + 1);
        },
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text:
              error instanceof ApiError && error.status === 409
                ? w.add.alreadyInVault
                : error instanceof ApiError && error.serverMessage
                  ? error.serverMessage
                  : w.add.failed,
          }),
      },
    );
  }

  const set = (patch: Partial<typeof blank>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      key={formKey}
      noValidate
      onSubmit={submit}
      aria-labelledby="add-policy"
      className="flex flex-col gap-4"
    >
      <h2 id="add-policy" className="text-xl font-bold text-brand-900">
        {w.add.heading}
      </h2>
      <p className="text-slate-700">{w.add.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={w.add.insurer}
          required
          value={values.insurer}
          onChange={(e) => set({ insurer: e.target.value })}
        />
        <Field label={w.add.line} required>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={values.line}
              onChange={(e) => set({ line: e.target.value as PolicyLine })}
            >
              {POLICY_LINES.map((line) => (
                <option key={line} value={line}>
                  {w.line[line]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={w.add.policyNumber}
          required
          value={values.policyNumber}
          onChange={(e) => set({ policyNumber: e.target.value })}
        />
        <TextField
          label={w.add.endDate}
          required
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          value={values.endDate}
          onChange={(e) => set({ endDate: formatDateInput(e.target.value) })}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">{w.add.members}</legend>
        {members.map((member, i) => (
          <div key={i} className="grid items-end gap-3 sm:grid-cols-[1fr_12rem_auto]">
            <TextField
              label={w.add.memberName(i + 1)}
              required
              value={member.name}
              onChange={(e) =>
                setMembers((all) => all.map((m, j) => (j === i ? { ...m, name: e.target.value } : m)))
              }
            />
            <Field label={w.add.memberRelation(i + 1)}>
              {(control) => (
                <select
                  {...control}
                  className={controlClass}
                  value={member.relation}
                  onChange={(e) =>
                    setMembers((all) =>
                      all.map((m, j) =>
                        j === i ? { ...m, relation: e.target.value as Member['relation'] } : m,
                      ),
                    )
                  }
                >
                  {POLICY_MEMBER_RELATIONS.map((relation) => (
                    <option key={relation} value={relation}>
                      {w.relation[relation]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {members.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setMembers((all) => all.filter((_, j) => j !== i))}
              >
                {w.add.removeMember(i + 1)}
              </Button>
            ) : null}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setMembers((all) => [...all, { name: '', relation: 'Spouse' }])}
          >
            {w.add.addMember}
          </Button>
        </div>
      </fieldset>
      <NomineeFields nominee={nominee} words={w.add.nominee} />
      <DocumentFileField
        label={w.add.file}
        picker={w.filePicker}
        required
        hint={w.add.fileHint}
        onFile={(file) => setFile(file ?? null)}
      />
      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="cursor-pointer font-semibold text-brand-900">{w.add.optional}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            label={w.add.startDate}
            inputMode="numeric"
            placeholder="dd/mm/yyyy"
            value={values.startDate}
            onChange={(e) => set({ startDate: formatDateInput(e.target.value) })}
          />
          <TextField
            label={w.add.receivedOn}
            inputMode="numeric"
            placeholder="dd/mm/yyyy"
            value={extra.receivedOn}
            onChange={(e) => setExtra((x) => ({ ...x, receivedOn: formatDateInput(e.target.value) }))}
          />
          <TextField
            label={w.add.sumInsured}
            inputMode="numeric"
            value={extra.sumInsured}
            onChange={(e) => setExtra((x) => ({ ...x, sumInsured: digitsOnly(e.target.value, 10) }))}
          />
          <TextField
            label={w.add.premium}
            inputMode="numeric"
            value={extra.premium}
            onChange={(e) => setExtra((x) => ({ ...x, premium: digitsOnly(e.target.value, 9) }))}
          />
          <TextField
            label={w.add.claimHelpline}
            type="tel"
            value={extra.claimHelpline}
            onChange={(e) => setExtra((x) => ({ ...x, claimHelpline: e.target.value }))}
          />
        </div>
      </details>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <div>
        <Button type="submit" busy={add.isPending}>
          {w.add.save}
        </Button>
      </div>
    </form>
  );
}
