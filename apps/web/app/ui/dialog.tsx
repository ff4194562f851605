// A modal dialog: titled, described, focus trapped, closed by Escape, an outside click or the X button.
// Its code (Radix Dialog, about 10 KB gzipped, in ./dialog-panel) loads the first time the dialog opens, so a page
// whose dialogs stay closed (filters, compare, details, travellers) does not carry it in its first load.
import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; visually hidden when `hideDescription` is set. */
  description?: ReactNode;
  hideDescription?: boolean;
  children?: ReactNode;
  /** Buttons shown at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const DialogPanel = lazy(() => import('./dialog-panel').then((m) => ({ default: m.DialogPanel })));

export function Dialog(props: DialogProps) {
  // Once opened, the panel stays mounted so Radix can close it and return focus to what opened it.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
