// Adding or editing one FAQ: question, answer and priority (lower comes first), checked by the contract's schema.
import { faqBody, type FaqBody } from '@bimasetu/contract';
import { useState, type FormEvent } from 'react';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';
import { controlClass, Field, TextField } from '~/ui/field';
import { Dialog } from '~/ui/dialog';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';

export interface FaqDraft {
  id: number | null;
  question: string;
  answer: string;
  priority: number;
}

const LABELS: Record<string, string> = { question: 'Question', answer: 'Answer', priority: 'Priority' };

function labelled(errors: Record<string, string>, key: string): string | null {
  return errors[key] ? `${LABELS[key]} ${errors[key]}` : null;
}

function FaqForm({
  draft,
  onSave,
  onDone,
}: {
  draft: FaqDraft;
  onSave: (faq: FaqBody) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useSchemaForm(faqBody, {
    question: draft.question,
    answer: draft.answer,
    priority: String(draft.priority),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    form.submit((faq) => {
      setSaving(true);
      onSave(faq)
        .then(onDone)
        .catch((error: unknown) => setFailure(adminErrorMessage(error)))
        .finally(() => setSaving(false));
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Question"
        value={form.values.question}
        onChange={(e) => form.update({ question: e.target.value })}
        error={labelled(form.errors, 'question')}
        required
      />
      <Field label="Answer" error={labelled(form.errors, 'answer')} required>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            className={controlClass}
            value={form.values.answer}
            onChange={(e) => form.update({ answer: e.target.value })}
          />
        )}
      </Field>
      <TextField
        label="Priority"
        hint="Lower numbers come first on the FAQ page."
        inputMode="numeric"
        value={form.values.priority}
        onChange={(e) => form.update({ priority: e.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={labelled(form.errors, 'priority')}
        required
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {draft.id === null ? 'Add FAQ' : 'Save FAQ'}
        </Button>
      </div>
    </form>
  );
}

export function FaqFormDialog({
  draft,
  onClose,
  onSave,
}: {
  draft: FaqDraft | null;
  onClose: () => void;
  onSave: (draft: FaqDraft, faq: FaqBody) => Promise<unknown>;
}) {
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={draft?.id === null ? 'Add an FAQ' : 'Edit FAQ'}
      size="lg"
    >
      {draft ? (
        <FaqForm
          key={draft.id ?? 'new'}
          draft={draft}
          onSave={(faq) => onSave(draft, faq)}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}
