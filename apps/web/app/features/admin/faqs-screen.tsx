// /admin/faqs: the public FAQ list in its order; add, edit, move up or down, delete after a confirmation.
import type { FaqItem } from '@bimasetu/contract';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { AdminPage, LoadState } from './admin-page';
import { FaqFormDialog, type FaqDraft } from './faq-form-dialog';
import { movedIds, nextPriority, sortFaqs } from './faq-order';
import { useFaqChange, useFaqs } from './faqs-api';

export function FaqsScreen() {
  const list = useFaqs();
  const change = useFaqChange();
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [deleting, setDeleting] = useState<FaqItem | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const faqs = sortFaqs(list.data?.faqDetailList ?? []);

  function run(action: Parameters<typeof change.mutateAsync>[0], done: string) {
    setNotice(null);
    return change.mutateAsync(action).then(() => setNotice({ tone: 'success', text: done }));
  }

  function move(index: number, direction: -1 | 1) {
    const ids = movedIds(faqs, index, direction);
    if (!ids) return;
    run({ kind: 'order', ids }, 'New order saved.').catch((error: unknown) =>
      setNotice({ tone: 'error', text: adminErrorMessage(error) }),
    );
  }

  return (
    <AdminPage
      title="FAQs"
      description="Questions shown on the public FAQ page, in this order."
      actions={
        <Button
          onClick={() => setDraft({ id: null, question: '', answer: '', priority: nextPriority(faqs) })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add FAQ
        </Button>
      }
    >
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <LoadState loading={list.isPending} error={list.error} what="FAQs" />
      {list.data && faqs.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          There are no FAQs yet.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {faqs.map((faq, index) => (
          <li key={faq.id} className="rounded-xl bg-white p-4 shadow-sm">
            <article className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">
                  <span className="text-slate-600">{index + 1}.</span> {faq.question}
                </h2>
                <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-slate-700">
                  {faq.answer}
                </p>
                <p className="mt-1 text-xs text-slate-600">Priority {faq.priority}</p>
              </div>
              <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move “${faq.question}” up`}
                    disabled={index === 0 || change.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Move “${faq.question}” down`}
                    disabled={index === faqs.length - 1 || change.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit “${faq.question}”`}
                  onClick={() => setDraft({ ...faq })}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete “${faq.question}”`}
                  onClick={() => setDeleting(faq)}
                >
                  Delete
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ol>
      <FaqFormDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSave={(target, faq) =>
          target.id === null
            ? run({ kind: 'add', faq }, 'FAQ added.')
            : run({ kind: 'edit', id: target.id, faq }, 'FAQ saved.')
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this FAQ?"
        description={deleting ? `“${deleting.question}” will no longer appear on the FAQ page.` : undefined}
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={change.isPending}
        onConfirm={() => {
          if (!deleting) return;
          run({ kind: 'delete', id: deleting.id }, 'FAQ deleted.')
            .catch((error: unknown) => setNotice({ tone: 'error', text: adminErrorMessage(error) }))
            .finally(() => setDeleting(null));
        }}
      />
    </AdminPage>
  );
}
