// Marking an enquiry or a lead In Progress or Resolved, with a note for the next adviser.
import { WORK_STATUSES, workBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '~/lib/form-errors';
import { Button } from '~/ui/button';
import { controlClass, Field } from '~/ui/field';
import { Dialog } from '~/ui/dialog';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors = fieldErrors(workBody.safeParse({ status, note }));
    setError(errors.note ? `Note ${errors.note}` : (errors.status ?? null));
    const parsed = workBody.safeParse({ status, note });
    if (!parsed.success) return;
    setSaving(true);
    onSave(parsed.data)
      .then(onDone)
      .catch((e: unknown) => setFailure(adminErrorMessage(e)))
      .finally(() => setSaving(false));
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
      <Field label="Note" error={error} hint={`${note.length}/${NOTE_MAX_LENGTH} characters`}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            className={controlClass}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
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
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? `Update ${target.title}` : 'Update'}
      description="Mark it In Progress while you work on it, and Resolved when it is done."
    >
      {target ? (
        <WorkForm key={target.id} target={target} onSave={(u) => onSave(target.id, u)} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}
