// The page of a one-card quote form (term, car, bike): heading, a line of introduction, and the form's card.
import type { FormEvent, ReactNode, Ref } from 'react';

export function QuoteFormPage({
  title,
  intro,
  onSubmit,
  formRef,
  wide = false,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** A longer form (health) gets a wider card and more room between its groups. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto w-full px-4 py-8 ${wide ? 'max-w-2xl' : 'max-w-xl'}`}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <form
        ref={formRef}
        noValidate
        className={`mt-6 flex flex-col ${wide ? 'gap-6' : 'gap-5'} rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6`}
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </main>
  );
}
