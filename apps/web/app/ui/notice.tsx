// A message for the customer: errors are announced at once (role=alert), the rest politely (role=status).
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'error' | 'info';

const tones: Record<NoticeTone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
};

const icons = { success: CircleCheck, error: CircleAlert, info: Info };

/** A notice's box classes (its tone, then `extra`), for the one notice built outside React (lead-failed-notice.ts). */
export function noticeClass(tone: NoticeTone, extra = ''): string {
  return `flex items-start gap-2 rounded-lg border-l-4 px-3 py-2 text-sm ${tones[tone]} ${extra}`.trim();
}

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}

export function Notice({ tone = 'info', children, className = '' }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={noticeClass(tone, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
