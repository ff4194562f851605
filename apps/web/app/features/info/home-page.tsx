import { Link } from 'react-router';

// Plain text only: this page must stay light (its JavaScript budget is 120 KB gzipped, React included).

const categories = [
  {
    title: 'Health',
    text: 'Cashless treatment at network hospitals for you and your family.',
    to: '/health-insurance',
  },
  {
    title: 'Life',
    text: 'Term cover that pays your family a lump sum if you are not there.',
    to: '/term-insurance',
  },
  {
    title: 'Vehicle',
    text: 'Car and two-wheeler cover, from third-party to comprehensive.',
    to: '/car-insurance',
  },
  {
    title: 'Travel',
    text: 'Medical emergencies, lost baggage and trip delays abroad.',
    to: '/travel-insurance',
  },
  {
    title: 'Commercial',
    text: 'Group health cover for employees of your business.',
    to: '/employee-health-insurance',
  },
];

const reasons = [
  ['Licensed partners', 'Every plan comes from an IRDAI-approved insurer.'],
  ['100% digital', 'Fast and paperless, from quote to policy document.'],
  ['Expert guidance', 'Advisers who explain the fine print in plain words.'],
  ['Smart suggestions', 'Plans recommended from your age, family and needs.'],
  ['Claim assistance', 'We stay with you from the first call to settlement.'],
];

const highlights = [
  'Life cover of ₹1 crore and more at a monthly premium you can plan for',
  'Cashless hospital treatment, with pre- and post-hospitalisation costs',
  'Tax benefits under sections 80C and 80D of the Income Tax Act',
  'Own-damage and third-party cover for cars and two-wheelers',
  'No-claim bonus carried over when you switch insurers',
];

const steps = [
  ['Choose a plan', 'Compare premiums and benefits side by side.'],
  ['Apply online', 'Fill in one short form; no papers, no branch visits.'],
  ['Get covered', 'Your policy arrives by email once the insurer approves.'],
];

const cta =
  'inline-flex min-h-12 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const h2 = 'text-2xl font-bold text-brand-900';

export function HomePage() {
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
          <h1 className="max-w-2xl text-3xl leading-tight font-bold md:text-5xl">
            Insurance made simple for every Indian family
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50">
            Compare health, life, vehicle and travel plans from trusted insurers, apply online and get help
            whenever you need to claim.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/dashboard" className={cta}>
              Get My Free Quote
            </Link>
            <Link
              to="/InsuranceCards"
              className="inline-flex min-h-12 items-center rounded-lg border border-white px-6 font-semibold hover:bg-white/10"
            >
              Compare premiums
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="plans" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="plans" className={h2}>
          Plans for every need
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {categories.map((c) => (
            <li key={c.title}>
              <Link
                to={c.to}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800">{c.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2">
          <div>
            <h2 id="why" className={h2}>
              Why choose BimaSetu
            </h2>
            <dl className="mt-6 space-y-4">
              {reasons.map(([title, text]) => (
                <div key={title} className="border-l-4 border-accent-600 pl-3">
                  <dt className="font-semibold">{title}</dt>
                  <dd className="text-slate-700">{text}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h2 className={h2}>What you can be covered for</h2>
            <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-800 marker:text-brand-700">
              {highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="steps" className={h2}>
          Covered in three steps
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(([title, text], i) => (
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
          <p className="text-lg font-semibold">Not sure where to start? Tell us a little about you.</p>
          <Link to="/dashboard" className={cta}>
            Get My Free Quote
          </Link>
        </div>
      </section>
    </main>
  );
}
