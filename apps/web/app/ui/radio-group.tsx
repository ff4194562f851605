// A labelled group of radio buttons with its error said below and tied to the group (aria-describedby), each option
// a full-height tap target. Options are a record of value → the words shown.
export function RadioGroup<T extends string>({
  name,
  legend,
  options,
  value,
  error,
  required = false,
  className,
  onChange,
}: {
  name: string;
  legend: string;
  options: Readonly<Record<T, string>>;
  value: string;
  error?: string | undefined;
  /** Marks the legend with the form's required star. */
  required?: boolean;
  className?: string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
        {(Object.entries(options) as [T, string][]).map(([option, label]) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option}
              className="size-4 accent-brand-700"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
