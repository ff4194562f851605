// A modal dialog: titled, described, focus trapped, closed by Escape, an outside click or the X button.
// Its code (Radix Dialog, about 10 KB gzipped, in ./dialog-panel) loads the first time the dialog opens, so a page
// whose dialogs stay closed (filters, compare, details, travellers) does not carry it in its first load.
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from './lazy-part';

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

const panel = lazyPart(
  () => import('./dialog-panel'),
  (m) => m.DialogPanel,
);
const DialogPanel = panel.Component;
/** Loads the dialog's code ahead of the first open (the component tests do, so a dialog shows at once). */
export const preloadDialog = panel.preload;

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
