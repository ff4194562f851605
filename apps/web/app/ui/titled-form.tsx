// A form named by its heading (a landmark a screen reader lists), its fields, and its submit button that says
// when it is sending: the customer's short after-sale forms share this frame.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';

export function TitledForm({
  title,
  level = 'h4',
  className,
  onSubmit,
  pending,
  submit,
  sending,
  children,
}: {
  title: string;
  level?: 'h2' | 'h4';
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submit: string;
  sending: string;
  children: ReactNode;
}) {
  const heading = useId();
  const Heading = level;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={heading}
      className={`flex flex-col gap-4 ${className}`}
    >
      <Heading id={heading} className={`${level === 'h2' ? 'text-xl' : 'text-lg'} font-bold text-brand-900`}>
        {title}
      </Heading>
      {children}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? sending : submit}
        </Button>
      </div>
    </form>
  );
}
