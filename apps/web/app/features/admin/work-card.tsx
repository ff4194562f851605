// One enquiry or lead in its queue: who, what, when, its status and note, and the Update button.
import type { ReactNode } from 'react';
import { Button } from '~/ui/button';
import { StatusBadge } from './admin-page';

export function WorkCard({
  heading,
  meta,
  status,
  note,
  customerNote,
  children,
  onUpdate,
  updateLabel,
}: {
  heading: string;
  meta: string;
  status: string;
  note: string;
  /** A lead's note for the customer (their tracker); undefined for an enquiry. */
  customerNote?: string;
  children: ReactNode;
  onUpdate: () => void;
  updateLabel: string;
}) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <article className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{heading}</h2>
            <p className="text-sm text-slate-700">{meta}</p>
          </div>
          <StatusBadge status={status} />
        </div>
        <div className="text-slate-900">{children}</div>
        {note ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            <span className="font-semibold">Internal note (advisers only):</span> {note}
          </p>
        ) : null}
        {customerNote ? (
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800">
            <span className="font-semibold">Note for the customer:</span> {customerNote}
          </p>
        ) : null}
        <div>
          <Button variant="secondary" size="sm" onClick={onUpdate} aria-label={updateLabel}>
            Update
          </Button>
        </div>
      </article>
    </li>
  );
}
