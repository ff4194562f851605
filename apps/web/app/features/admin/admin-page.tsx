// The pieces every console screen shares: its heading, loading and error states, a status badge and paging.
import type { ReactNode } from 'react';
import { Button } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { adminErrorMessage } from './admin-api';
import { pageCount, PAGE_SIZE } from './filters';

export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** Loading text, or the failure in words; nothing once the data is there. */
export function LoadState({ loading, error, what }: { loading: boolean; error: unknown; what: string }) {
  if (error)
    return (
      <Notice tone="error">
        {adminErrorMessage(error, `We could not load the ${what}. Please try again.`)}
      </Notice>
    );
  if (loading) {
    return (
      <p role="status" className="py-6 text-slate-700">
        Loading {what}…
      </p>
    );
  }
  return null;
}

const badgeTones: Record<string, string> = {
  New: 'bg-amber-100 text-amber-900',
  new: 'bg-amber-100 text-amber-900',
  Submitted: 'bg-amber-100 text-amber-900',
  'In Progress': 'bg-sky-100 text-sky-900',
  'In Review': 'bg-sky-100 text-sky-900',
  'Quote Shared': 'bg-sky-100 text-sky-900',
  'Documents Pending': 'bg-orange-100 text-orange-900',
  Resolved: 'bg-green-100 text-green-900',
  'Policy Issued': 'bg-green-100 text-green-900',
  read: 'bg-slate-100 text-slate-800',
  Closed: 'bg-slate-100 text-slate-800',
  Rejected: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${badgeTones[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {status}
    </span>
  );
}

/** "Page 2 of 5 · 83 requests" with Previous and Next. */
export function Pager({
  page,
  total,
  noun,
  onPage,
}: {
  page: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages} · {total} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
