// A text box with a cap that is counted, never cut: what is typed or pasted stays as it is, the count below says
// how much room is left, and past the cap it says by how much (the form then refuses to send it).
import { useWords } from '~/lib/words';
import { controlClass, type ControlProps } from './field';

export function CountedTextArea({
  control,
  value,
  onChange,
  max,
  rows = 5,
  className = '',
}: {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  className?: string;
}) {
  const words = useWords('ui');
  const countId = `${control.id}-count`;
  const over = value.length - max;
  const describedBy = [control['aria-describedby'], countId].filter(Boolean).join(' ');
  return (
    <>
      <textarea
        {...control}
        aria-describedby={describedBy}
        {...(over > 0 ? { 'aria-invalid': true } : {})}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} ${className}`}
      />
      <p
        id={countId}
        aria-live={over > 0 ? 'polite' : 'off'}
        className={`text-right text-sm ${over > 0 ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {over > 0 ? words.charactersOver(over, max) : words.charactersUsed(value.length, max)}
      </p>
    </>
  );
}
