// Recording a premium revised after underwriting (medicals can change it): the figure and the reason are what
// the customer reads in their request's detail, beside the premium they were first quoted.
import { revisedPremiumBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { digitsOnly } from '~/lib/format';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { controlClass, Field, TextField } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import type { PremiumRevision } from './requests-api';

export function PremiumForm({
  premium,
  reason,
  onSave,
}: {
  premium: number | null;
  reason: string;
  onSave: (revision: PremiumRevision) => Promise<unknown>;
}) {
  const form = useSchemaForm(revisedPremiumBody, {
    premium: premium === null ? '' : String(premium),
    reason,
  });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    form.submit((revision) => {
      setSaving(true);
      onSave(revision)
        .then(() =>
          setResult({
            tone: 'success',
            text: 'Saved. The customer now sees both premiums and your reason.',
          }),
        )
        .catch((error: unknown) => setResult({ tone: 'error', text: adminErrorMessage(error) }))
        .finally(() => setSaving(false));
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Revised premium">
      <TextField
        label="Revised premium (₹, GST included)"
        inputMode="numeric"
        value={form.values.premium}
        onChange={(e) => form.update({ premium: digitsOnly(e.target.value, 9) })}
        error={form.errors.premium ? `Premium ${form.errors.premium}` : null}
      />
      <Field
        label="Reason the customer will read"
        error={form.errors.reason ? `Reason ${form.errors.reason}` : null}
        hint={`${form.values.reason.length}/500 characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={controlClass}
            value={form.values.reason}
            onChange={(e) => form.update({ reason: e.target.value })}
          />
        )}
      </Field>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div>
        <Button type="submit" busy={saving}>
          Save revised premium
        </Button>
      </div>
    </form>
  );
}
