// What the console's edit dialogs share: the dialog that opens while there is something to edit, saving with
// the answer's failure shown in place, and the Cancel / save buttons.
import { useState, type ReactNode } from 'react';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';

export function EditDialog<T>({
  item,
  onClose,
  title,
  description,
  size,
  children,
}: {
  /** What is being edited; the dialog is closed while it is null. */
  item: T | null;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'md' | 'lg';
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      size={size}
    >
      {item === null ? null : children(item)}
    </Dialog>
  );
}

/** Sends one save, keeps the dialog open with the reason when it fails and closes it when it succeeds. */
export function useDialogSave<T>(onSave: (value: T) => Promise<unknown>, onDone: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    failure,
    saving,
    clearFailure: () => setFailure(null),
    save(value: T) {
      setSaving(true);
      onSave(value)
        .then(onDone)
        .catch((error: unknown) => setFailure(adminErrorMessage(error)))
        .finally(() => setSaving(false));
    },
  };
}

export function DialogFormActions({
  failure,
  saving,
  submitLabel,
  onCancel,
}: {
  failure: string | null;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
