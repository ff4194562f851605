// Changing a request's status and remarks: both are what the customer reads in Know My Request Status.
import { REQUEST_STATUSES, requestStatusBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { controlClass, Field } from '~/ui/field';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import type { StatusChange } from './requests-api';

export const REMARKS_MAX_LENGTH = 1000;

export function StatusForm({
  status,
  remarks,
  onSave,
}: {
  status: string;
  remarks: string;
  onSave: (change: StatusChange) => Promise<unknown>;
}) {
  const form = useSchemaForm(requestStatusBody, { status, remarks });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Recording a policy moves the status on elsewhere on the page: the form follows, so saving remarks never puts
  // the old status back (and a save's own notice stays).
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    form.update({ status });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    form.submit((change) => {
      setSaving(true);
      onSave(change)
        .then(() =>
          setResult({ tone: 'success', text: 'Saved. The customer now sees this status and these remarks.' }),
        )
        .catch((error: unknown) => setResult({ tone: 'error', text: adminErrorMessage(error) }))
        .finally(() => setSaving(false));
    });
  }

  const remarksError = form.errors.remarks ? `Remarks ${form.errors.remarks}` : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Status and remarks">
      <ChoiceSelect
        label="Status"
        value={form.values.status}
        onChange={(value) => form.update({ status: value })}
        choices={choicesOf(REQUEST_STATUSES)}
        error={form.errors.status ? `Status ${form.errors.status}` : null}
      />
      <Field
        label="Remarks for the customer"
        error={remarksError}
        hint={`${form.values.remarks.length}/${REMARKS_MAX_LENGTH} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className={controlClass}
            value={form.values.remarks}
            onChange={(e) => form.update({ remarks: e.target.value })}
          />
        )}
      </Field>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      <div>
        <Button type="submit" busy={saving}>
          Save status and remarks
        </Button>
      </div>
    </form>
  );
}
