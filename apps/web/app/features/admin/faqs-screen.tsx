// /admin/faqs: the public FAQ list in its order, each marked when it has no Hindi yet; add, edit, move up or down,
// delete after a confirmation.
import type { AdminFaqItem } from '@bimasetu/contract';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { AdminPage, LoadState } from './admin-page';
import { faqConsoleWords as w } from './faq-console-words';
import { FaqFormDialog, type FaqDraft } from './faq-form-dialog';
import { movedIds, nextPriority, sortFaqs } from './faq-order';
import { useFaqChange, useFaqs } from './faqs-api';

export function FaqsScreen() {
  const list = useFaqs();
  const change = useFaqChange();
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [deleting, setDeleting] = useState<AdminFaqItem | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const faqs = sortFaqs(list.data?.faqDetailList ?? []);
  const missing = faqs.filter((faq) => !hasHindi(faq)).length;

  function run(action: Parameters<typeof change.mutateAsync>[0], done: string) {
    setNotice(null);
    return change.mutateAsync(action).then(() => setNotice({ tone: 'success', text: done }));
  }

  function move(index: number, direction: -1 | 1) {
    const ids = movedIds(faqs, index, direction);
    if (!ids) return;
    run({ kind: 'order', ids }, w.orderSaved).catch((error: unknown) =>
      setNotice({ tone: 'error', text: adminErrorMessage(error) }),
    );
  }

  return (
    <AdminPage
      title={w.title}
      description={w.description}
      actions={
        <Button
          onClick={() =>
            setDraft({
              id: null,
              question: '',
              answer: '',
              questionHi: null,
              answerHi: null,
              priority: nextPriority(faqs),
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" /> {w.add}
        </Button>
      }
    >
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <LoadState loading={list.isPending} error={list.error} what="FAQs" />
      {list.data && faqs.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {w.none}
        </p>
      ) : null}
      {faqs.length > 0 ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm"
          data-testid="hindi-summary"
        >
          <p className="text-slate-800">{missing > 0 ? w.missingHindi(missing) : w.allHindi}</p>
          {missing > 0 ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={onlyMissing}
                onChange={(e) => setOnlyMissing(e.target.checked)}
              />
              {w.onlyMissing}
            </label>
          ) : null}
        </div>
      ) : null}
      <ol className="flex flex-col gap-3">
        {faqs.map((faq, index) =>
          onlyMissing && missing > 0 && hasHindi(faq) ? null : (
            <li key={faq.id} className="rounded-xl bg-white p-4 shadow-sm">
              <article className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-slate-900">
                    <span className="text-slate-600">{index + 1}.</span> {faq.question}
                  </h2>
                  <p className="mt-1 line-clamp-3 break-words whitespace-pre-line text-slate-700">
                    {faq.answer}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span>{w.priority(faq.priority)}</span>
                    {hasHindi(faq) ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">
                        {w.hasHindi}
                      </span>
                    ) : (
                      <span
                        className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900"
                        data-testid="no-hindi"
                      >
                        {w.noHindi}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={w.moveUp(faq.question)}
                      disabled={index === 0 || change.isPending || onlyMissing}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={w.moveDown(faq.question)}
                      disabled={index === faqs.length - 1 || change.isPending || onlyMissing}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={w.editLabel(faq.question)}
                    onClick={() => setDraft({ ...faq })}
                  >
                    {w.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={w.removeLabel(faq.question)}
                    onClick={() => setDeleting(faq)}
                  >
                    {w.remove}
                  </Button>
                </div>
              </article>
            </li>
          ),
        )}
      </ol>
      <FaqFormDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSave={(target, faq) =>
          target.id === null
            ? run({ kind: 'add', faq }, w.added)
            : run({ kind: 'edit', id: target.id, faq }, w.saved)
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={w.removeTitle}
        description={deleting ? w.removeDescription(deleting.question) : undefined}
        confirmLabel={w.remove}
        confirmVariant="danger"
        busy={change.isPending}
        onConfirm={() => {
          if (!deleting) return;
          run({ kind: 'delete', id: deleting.id }, w.deleted)
            .catch((error: unknown) => setNotice({ tone: 'error', text: adminErrorMessage(error) }))
            .finally(() => setDeleting(null));
        }}
      />
    </AdminPage>
  );
}

/** Whether the Hindi FAQ page can show this FAQ in Hindi (both texts written). */
function hasHindi(faq: AdminFaqItem): boolean {
  return Boolean(faq.questionHi && faq.answerHi);
}
