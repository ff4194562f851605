// The dialog itself, over Radix: titled, described, focus trapped, closed by Escape, an outside click or the X button.
// ui/dialog.tsx loads this module the first time a dialog opens.
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { DialogPanelProps } from './dialog';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  children,
  footer,
  size = 'md',
  opener,
}: DialogPanelProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            // back to what opened the dialog (ui/dialog.tsx), when it is still on the page
            const back = opener.current;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description
              className={hideDescription ? 'sr-only' : 'mt-2 text-sm text-slate-700'}
            >
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
