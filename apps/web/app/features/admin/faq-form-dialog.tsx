// Adding or editing one FAQ: question and answer in English, optionally in Hindi, and priority (lower comes first),
// checked by the contract's schema.
import { faqBody, type FaqBody } from '@bimasetu/contract';
import type { FormEvent } from 'react';
import { useSchemaForm } from '~/lib/use-schema-form';
import { TextField } from '~/ui/field';
import { TextAreaField } from '~/ui/text-area-field';
import { DialogFormActions, EditDialog, useDialogSave } from './dialog-form';
import { faqConsoleWords as w } from './faq-console-words';

export interface FaqDraft {
  id: number | null;
  question: string;
  answer: string;
  /** The Hindi pair; null (or blank) while not translated. */
  questionHi: string | null;
  answerHi: string | null;
  priority: number;
}

function labelled(errors: Record<string, string>, key: keyof typeof w.labels): string | null {
  return errors[key] ? `${w.labels[key]} ${errors[key]}` : null;
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
    questionHi: draft.questionHi ?? '',
    answerHi: draft.answerHi ?? '',
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
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">{w.englishHeading}</legend>
        <TextField
          label={w.labels.question}
          value={form.values.question}
          onChange={(e) => form.update({ question: e.target.value })}
          error={labelled(form.errors, 'question')}
          required
        />
        <TextAreaField
          label={w.labels.answer}
          error={labelled(form.errors, 'answer')}
          required
          rows={5}
          value={form.values.answer}
          onChange={(e) => form.update({ answer: e.target.value })}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
        <legend className="float-left mb-1 font-semibold text-slate-900">{w.hindiHeading}</legend>
        <p className="clear-left text-sm text-slate-700">{w.hindiHint}</p>
        <TextField
          label={w.labels.questionHi}
          lang="hi"
          value={form.values.questionHi}
          onChange={(e) => form.update({ questionHi: e.target.value })}
          error={labelled(form.errors, 'questionHi')}
        />
        <TextAreaField
          label={w.labels.answerHi}
          lang="hi"
          error={labelled(form.errors, 'answerHi')}
          rows={5}
          value={form.values.answerHi}
          onChange={(e) => form.update({ answerHi: e.target.value })}
        />
      </fieldset>
      <TextField
        label={w.labels.priority}
        hint={w.priorityHint}
        inputMode="numeric"
        value={form.values.priority}
        onChange={(e) => form.update({ priority: e.target.value.replace(/\D/g, '').slice(0, 6) })}
        error={labelled(form.errors, 'priority')}
        required
      />
      <DialogFormActions
        failure={failure}
        saving={saving}
        submitLabel={draft.id === null ? w.add : w.save}
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
      title={draft?.id === null ? w.addTitle : w.editTitle}
      size="lg"
    >
      {(item) => (
        <FaqForm key={item.id ?? 'new'} draft={item} onSave={(faq) => onSave(item, faq)} onDone={onClose} />
      )}
    </EditDialog>
  );
}
