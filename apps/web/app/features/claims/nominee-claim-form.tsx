// A nominee's death claim: logged in on their own phone, they name the policy and themselves as the policy
// records its nominee (the API checks both; a mismatch is a plain "not found").
import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import { typedRupees } from '~/lib/format';
import { useWords } from '~/lib/words';
import { TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { TitledForm } from '~/ui/titled-form';
import { useNomineeClaim } from './claims-api';

export function NomineeClaimForm({ mobile, onStarted }: { mobile: string; onStarted: (id: number) => void }) {
  const w = useWords('claims');
  const claim = useNomineeClaim(mobile);
  const [values, setValues] = useState({ policyNumber: '', nomineeName: '', amount: '' });
  const [error, setError] = useState<{ field: keyof typeof values | 'form'; text: string } | null>(null);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const errorOf = (field: keyof typeof values) => (error?.field === field ? error.text : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const [policyNumber, nomineeName] = [values.policyNumber.trim(), values.nomineeName.trim()];
    if (!policyNumber)
      return setError({ field: 'policyNumber', text: w.nomineeClaim.required(w.nomineeClaim.policyNumber) });
    if (!nomineeName)
      return setError({ field: 'nomineeName', text: w.nomineeClaim.required(w.nomineeClaim.nomineeName) });
    const claimedAmount = typedRupees(values.amount);
    if (claimedAmount === 'bad') return setError({ field: 'amount', text: w.start.amountRule });
    claim.mutate(
      { policyNumber, nomineeName, claimedAmount },
      {
        onSuccess: ({ result }) => {
          setValues({ policyNumber: '', nomineeName: '', amount: '' });
          onStarted(result.id);
        },
        onError: (failure) =>
          setError({
            field: 'form',
            text:
              failure instanceof ApiError && failure.status === 404
                ? w.nomineeClaim.notFound
                : w.nomineeClaim.failed,
          }),
      },
    );
  }

  return (
    <TitledForm
      title={w.nomineeClaim.heading}
      level="h2"
      className="rounded-2xl bg-white p-5 shadow-sm"
      onSubmit={submit}
      pending={claim.isPending}
      submit={w.nomineeClaim.submit}
      sending={w.start.sending}
    >
      <p className="text-slate-700">{w.nomineeClaim.intro}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={w.nomineeClaim.policyNumber}
          required
          value={values.policyNumber}
          onChange={(e) => set({ policyNumber: e.target.value })}
          error={errorOf('policyNumber')}
        />
        <TextField
          label={w.nomineeClaim.nomineeName}
          required
          value={values.nomineeName}
          onChange={(e) => set({ nomineeName: e.target.value })}
          error={errorOf('nomineeName')}
        />
        <TextField
          label={w.nomineeClaim.amount}
          inputMode="numeric"
          value={values.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={errorOf('amount')}
        />
      </div>
      {error?.field === 'form' ? <Notice tone="error">{error.text}</Notice> : null}
    </TitledForm>
  );
}
