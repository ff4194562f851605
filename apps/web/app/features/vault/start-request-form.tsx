// "Ask for a change" on a policy in the vault: the requests its line allows today (a free-look cancellation only
// inside the free-look), with the clock the insurer must keep and its rule; it lands on the request in My claims.
import {
  CLOCK_RULES,
  renewalKind,
  serviceRequestClockId,
  serviceRequestKindsFor,
  type PolicyView,
  type ServiceRequestKind,
} from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isoToDdMmYyyy } from '~/lib/format';
import { ApiError } from '~/lib/api-client';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { Notice } from '~/ui/notice';
import { TitledForm } from '~/ui/titled-form';
import { SelectField } from '~/ui/select-field';
import { TextAreaField } from '~/ui/text-area-field';
import { useStartServiceRequest } from './vault-api';

/** Requests that change what the policy records need the change written out. */
const NEEDS_DETAILS: readonly ServiceRequestKind[] = [
  'nominee-change',
  'address-correction',
  'name-correction',
  'add-spouse',
  'add-newborn',
];

export function StartRequestForm({ policy }: { policy: PolicyView }) {
  const w = useWords('claims');
  const locale = useLocale();
  const navigate = useNavigate();
  const ask = useStartServiceRequest();
  const [kinds] = useState(() =>
    serviceRequestKindsFor(renewalKind(policy.line), policy.freeLookEndsOn, new Date()),
  );
  const [kind, setKind] = useState<ServiceRequestKind>(kinds[0]!);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ field: 'details' | 'form'; text: string } | null>(null);
  const rule = CLOCK_RULES[serviceRequestClockId(kind)];
  const days = 'days' in rule.length ? rule.length.days : 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (NEEDS_DETAILS.includes(kind) && !details.trim()) {
      return setError({ field: 'details', text: w.request.detailsRequired });
    }
    ask.mutate(
      { policyId: policy.id, kind, details: details.trim() },
      {
        onSuccess: ({ result }) => void navigate(`${localHref(locale, '/my-claims')}#request-${result.id}`),
        // a refusal the claims words say (a cashless claim on a policy not in force…), else the plain failure
        onError: (caught) => {
          const said =
            caught instanceof ApiError ? w.request.refusals[caught.serverMessage ?? ''] : undefined;
          setError({ field: 'form', text: said ?? w.request.failed });
        },
      },
    );
  }

  return (
    <TitledForm
      title={w.request.heading}
      className="rounded-xl border border-slate-200 p-4"
      onSubmit={submit}
      pending={ask.isPending}
      submit={w.request.submit}
      sending={w.request.sending}
    >
      <SelectField
        label={w.request.kind}
        options={kinds}
        labelOf={(option) => w.requestKind[option as ServiceRequestKind]}
        value={kind}
        onChange={(value) => setKind(value as ServiceRequestKind)}
      />
      <Notice tone="info">{w.request.clock(days, rule.source.title, isoToDdMmYyyy(rule.source.date))}</Notice>
      <TextAreaField
        label={w.request.details}
        hint={w.request.detailsHint}
        required={NEEDS_DETAILS.includes(kind)}
        rows={3}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        error={error?.field === 'details' ? error.text : null}
      />
      {error?.field === 'form' ? <Notice tone="error">{error.text}</Notice> : null}
    </TitledForm>
  );
}
