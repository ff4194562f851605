import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { calculators } from './calculators';

/** The calculator hub, reached from /InsuranceCards and /mutualfundCards. */
export function CalculatorHub() {
  const w = useWords('calculators');
  const locale = useLocale();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{w.lead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {calculators.map(([to, Icon]) => {
          // every card has its words in both languages (calculators.test.ts)
          const [title, summary] = w.cards[to] ?? [to, ''];
          return (
            <li key={to}>
              <Link
                to={localHref(locale, to)}
                className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <span className="text-lg font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-slate-700">{summary}</span>
                <span className="mt-auto pt-2 text-sm font-semibold text-accent-700">{w.calculate}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
