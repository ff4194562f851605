// Adding or editing one FAQ: question, answer and priority (lower comes first), checked by the contract's schema.
import { faqBody, type FaqBody } from '@bimasetu/contract';
import type { FormEvent } from 'react';
import { useSchemaForm } from '~/lib/use-schema-form';
import { TextField } from '~/ui/field';
import { TextAreaField } from '~/ui/text-area-field';
import { DialogFormActions, EditDialog, useDialogSave } from './dialog-form';

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
  const { failure, saving, clearFailure, save } = useDialogSave(onSave, onDone);

  function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    form.submit(save);
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
      <TextAreaField
        label="Answer"
        error={labelled(form.errors, 'answer')}
        required
        rows={6}
        value={form.values.answer}
        onChange={(e) => form.update({ answer: e.target.value })}
      />
      <TextField
        label="Priority"
        hint="Lower numbers come first on the FAQ page."
        inputMode="numeric"
        value={form.values.priority}
        onChange={(e) => form.update({ priority: e.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={labelled(form.errors, 'priority')}
        required
      />
      <DialogFormActions
        failure={failure}
        saving={saving}
        submitLabel={draft.id === null ? 'Add FAQ' : 'Save FAQ'}
        onCancel={onDone}
      />
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
    <EditDialog
      item={draft}
      onClose={onClose}
      title={draft?.id === null ? 'Add an FAQ' : 'Edit FAQ'}
      size="lg"
    >
      {(item) => (
        <FaqForm key={item.id ?? 'new'} draft={item} onSave={(faq) => onSave(item, faq)} onDone={onClose} />
      )}
    </EditDialog>
  );
}
