// Marking an enquiry or a lead In Progress or Resolved, with a note for the next adviser (never shown to the
// customer) and, on a lead, a note for the customer, shown in their tracker (issue 31).
import { leadWorkBody, WORK_STATUSES, workBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '~/lib/form-errors';
import { TextAreaField } from '~/ui/text-area-field';
import { DialogFormActions, EditDialog, useDialogSave } from './dialog-form';
import type { WorkUpdate } from './work-api';

export const NOTE_MAX_LENGTH = 1000;

export interface WorkTarget {
  id: number;
  /** "enquiry from Asha Rao", shown in the title. */
  title: string;
  status: string;
  note: string;
  /** A lead's note for the customer; left out for an enquiry, which has no tracker. */
  customerNote?: string;
}

function WorkForm({
  target,
  onSave,
  onDone,
}: {
  target: WorkTarget;
  onSave: (update: WorkUpdate) => Promise<unknown>;
  onDone: () => void;
}) {
  const [status, setStatus] = useState<string>(target.status === 'Resolved' ? 'Resolved' : 'In Progress');
  const [note, setNote] = useState(target.note);
  const [customerNote, setCustomerNote] = useState(target.customerNote ?? '');
  const forCustomer = target.customerNote !== undefined;
  const [error, setError] = useState<string | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const { failure, saving, clearFailure, save } = useDialogSave(onSave, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    const parsed = forCustomer
      ? leadWorkBody.safeParse({ status, note, customerNote })
      : workBody.safeParse({ status, note });
    const errors = fieldErrors(parsed);
    setError(errors.note ? `Internal note ${errors.note}` : (errors.status ?? null));
    setCustomerError(errors.customerNote ? `Note for the customer ${errors.customerNote}` : null);
    if (parsed.success) save(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        {WORK_STATUSES.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="radio"
              name="work-status"
              value={choice}
              checked={status === choice}
              onChange={() => setStatus(choice)}
              className="size-5 accent-brand-700"
            />
            {choice}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Internal note (advisers only)"
        error={error}
        hint={`For the next adviser; the customer never sees it. ${note.length}/${NOTE_MAX_LENGTH} characters`}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {forCustomer ? (
        <TextAreaField
          label="Note for the customer"
          error={customerError}
          hint={`Shown in their Know My Request Status. ${customerNote.length}/${NOTE_MAX_LENGTH} characters`}
          rows={3}
          value={customerNote}
          onChange={(e) => setCustomerNote(e.target.value)}
        />
      ) : null}
      <DialogFormActions failure={failure} saving={saving} submitLabel="Save" onCancel={onDone} />
    </form>
  );
}

export function WorkDialog({
  target,
  onClose,
  onSave,
}: {
  target: WorkTarget | null;
  onClose: () => void;
  onSave: (id: number, update: WorkUpdate) => Promise<unknown>;
}) {
  return (
    <EditDialog
      item={target}
      onClose={onClose}
      title={target ? `Update ${target.title}` : 'Update'}
      description="Mark it In Progress while you work on it, and Resolved when it is done."
    >
      {(item) => <WorkForm key={item.id} target={item} onSave={(u) => onSave(item.id, u)} onDone={onClose} />}
    </EditDialog>
  );
}
