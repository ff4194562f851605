// Marking an enquiry or a lead In Progress or Resolved, with a note for the next adviser.
import { WORK_STATUSES, workBody } from '@bimasetu/contract';
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
  const [error, setError] = useState<string | null>(null);
  const { failure, saving, clearFailure, save } = useDialogSave(onSave, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    const errors = fieldErrors(workBody.safeParse({ status, note }));
    setError(errors.note ? `Note ${errors.note}` : (errors.status ?? null));
    const parsed = workBody.safeParse({ status, note });
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
        label="Note"
        error={error}
        hint={`${note.length}/${NOTE_MAX_LENGTH} characters`}
        rows={4}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
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
