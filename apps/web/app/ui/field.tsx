// A labelled form control with its hint and error, wired for screen readers (aria-describedby, aria-invalid).
import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { buttonClass } from './button';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control with the props that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  id?: string;
}

export const controlClass =
  'block w-full min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700/40 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-100';

export function Field({ label, error, hint, required, className = '', children, id }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: ControlProps = { id: controlId };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Fixed text shown before the input, such as "+91". */
  prefix?: string;
  id?: string;
  ref?: React.Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  prefix,
  required,
  className = '',
  id,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} id={id}>
      {(control) =>
        prefix ? (
          <div className="flex">
            <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-100 px-3 text-slate-800">
              {prefix}
            </span>
            <input {...control} {...input} required={required} className={`${controlClass} rounded-l-none`} />
          </div>
        ) : (
          <input {...control} {...input} required={required} className={controlClass} />
        )
      }
    </Field>
  );
}

/** A labelled file chooser for one document: PDF, JPEG or PNG (the server checks the bytes again). */
/** The words of a file picker in the page's language: its button, and what it says before a file is chosen. */
export interface FilePickerWords {
  choose: string;
  none: string;
}

/**
 * A PDF, JPEG or PNG to upload. The browser's own picker says "Choose File" and "No file chosen" in the browser's
 * language, English on most phones even on a Hindi page, so the input is kept for keyboards and screen readers but
 * drawn as our own button and the chosen file's name, in the page's words (`picker`).
 */
export function DocumentFileField({
  onFile,
  picker,
  ...field
}: Omit<FieldProps, 'children'> & { onFile: (file: File | undefined) => void; picker: FilePickerWords }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Field {...field}>
      {(control) => (
        <div className="flex min-h-11 items-center gap-3">
          <input
            {...control}
            ref={input}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className="peer sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setChosen(file?.name ?? null);
              onFile(file);
            }}
          />
          {/* the input above takes the focus and the keys; this draws it (the focus ring follows the input) */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => input.current?.click()}
            className={buttonClass(
              'secondary',
              'sm',
              'shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-aria-[invalid=true]:border-red-700',
            )}
          >
            {picker.choose}
          </button>
          <span className="min-w-0 truncate text-sm text-slate-700">{chosen ?? picker.none}</span>
        </div>
      )}
    </Field>
  );
}
