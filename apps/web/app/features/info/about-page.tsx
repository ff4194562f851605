import type { CSSProperties, ReactNode } from 'react';
import { useWords } from '~/lib/words';

// §9: each section rises in 0.2 s after the one before; its items follow 0.2 s apart. CSS only; `motion-safe`
// leaves everything still for visitors who ask their device for reduced motion.
const STEP_S = 0.2;
const rise = 'motion-safe:animate-rise';
const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds.toFixed(1)}s` });

function Section({ index, title, children }: { index: number; title: string; children: ReactNode }) {
  return (
    <section className={`rounded-2xl bg-white p-6 shadow-sm ${rise}`} style={delay(index * STEP_S)}>
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

function StaggeredList({ items, sectionIndex }: { items: string[]; sectionIndex: number }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item, i) => (
        <li
          key={item}
          className={`rounded-lg bg-brand-50 px-3 py-2 ${rise}`}
          style={delay(sectionIndex * STEP_S + (i + 1) * STEP_S)}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export function AboutPage() {
  const w = useWords('about');
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className={rise} style={delay(0)}>
        <h1 className="text-3xl font-bold text-brand-900">{w.title}</h1>
        <p className="mt-2 text-lg font-medium text-accent-700">{w.tagline}</p>
      </header>
      <Section index={1} title={w.whoHeading}>
        <p>{w.who}</p>
      </Section>
      <Section index={2} title={w.missionHeading}>
        <p>{w.mission}</p>
      </Section>
      <Section index={3} title={w.visionHeading}>
        <p>{w.vision}</p>
      </Section>
      <Section index={4} title={w.whyHeading}>
        <StaggeredList items={w.reasons} sectionIndex={4} />
      </Section>
      <Section index={5} title={w.offerHeading}>
        <StaggeredList items={w.offers} sectionIndex={5} />
      </Section>
      <p className={`text-center text-lg font-semibold text-brand-800 ${rise}`} style={delay(6 * STEP_S)}>
        {w.closing}
      </p>
    </main>
  );
}
