// A labelled form control with its hint and error, wired for screen readers (aria-describedby, aria-invalid).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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
export function DocumentFileField({
  onFile,
  ...field
}: Omit<FieldProps, 'children'> & { onFile: (file: File | undefined) => void }) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className={controlClass}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      )}
    </Field>
  );
}
