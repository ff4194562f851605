import { Link } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';

// Plain text only: this page must stay light (its JavaScript budget is 120 KB gzipped, React included). Its
// words are in home-words.ts (Hindi: home-words.hi.ts).

const categoryLinks = [
  ['health', '/health-insurance'],
  ['life', '/term-insurance'],
  ['vehicle', '/car-insurance'],
  ['travel', '/travel-insurance'],
  ['commercial', '/employee-health-insurance'],
  ['home', '/home-insurance'],
] as const;

const cta =
  'inline-flex min-h-12 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const h2 = 'text-2xl font-bold text-brand-900';

export function HomePage() {
  const w = useWords('home');
  const locale = useLocale();
  const href = (to: string) => localHref(locale, to);
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-2xl text-3xl leading-tight font-bold md:text-5xl">{w.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">{w.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/dashboard" className={cta}>
              {w.getQuote}
            </Link>
            <Link
              to={href('/InsuranceCards')}
              className="inline-flex min-h-12 items-center rounded-lg border border-white px-6 font-semibold hover:bg-white/10"
            >
              {w.comparePremiums}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="plans" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="plans" className={h2}>
          {w.plansHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categoryLinks.map(([key, to]) => (
            <li key={key}>
              <Link
                to={href(to)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800">{w.categories[key][0]}</span>
                <span className="mt-1 block text-sm text-slate-700">{w.categories[key][1]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2">
          <div>
            <h2 id="why" className={h2}>
              {w.whyHeading}
            </h2>
            <dl className="mt-6 space-y-4">
              {w.reasons.map(([title, text]) => (
                <div key={title} className="border-l-4 border-accent-600 pl-3">
                  <dt className="font-semibold">{title}</dt>
                  <dd className="text-slate-700">{text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h2 className={h2}>{w.coveredHeading}</h2>
            <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-800 marker:text-brand-700">
              {w.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps" className={h2}>
          {w.stepsHeading}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {w.steps.map(([title, text], i) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-6 text-white md:flex-row md:items-center md:justify-between">
          <p className="text-lg font-semibold">{w.startPrompt}</p>
          <Link to="/dashboard" className={cta}>
            {w.getQuote}
          </Link>
        </div>
      </section>
    </main>
  );
}
