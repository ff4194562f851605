// The plan-details dialog of a term plan: its name and the way on to the application at once; its body (what the
// card cannot fit) and the body's own words load when a visitor first opens one (term-plan-details-body.tsx).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { loadWords, ownWords, useLocale, useWords, type Locale } from '~/lib/words';
import type { PricedTermPlan } from './term-plan-filters';
import type { ListPerson } from './term-person';

const DETAILS_WORDS = ownWords(
  'termDetails',
  () => import('./term-details-words'),
  () => import('./term-details-words.hi'),
);
/** The details dialog's own words, which compare also says the priced variant in (term-compare.tsx). */
export const loadDetailsWords = (locale: Locale) => loadWords(DETAILS_WORDS, locale, ['termDetails']);
const loadBody = (locale: Locale) =>
  Promise.all([loadDetailsWords(locale), import('./term-plan-details-body')]).then(([, m]) => ({
    default: m.TermPlanDetailsBody,
  }));
const BODIES = { en: lazy(() => loadBody('en')), hi: lazy(() => loadBody('hi')) } as const;

export interface TermPlanDetailsProps {
  priced: PricedTermPlan | null;
  lifeCover: number;
  coverTill: number;
  /** Who the prices are for and the tobacco answer, to say the quote's inputs in the page's language. */
  person: ListPerson;
  tobacco: string;
  onClose: () => void;
  applyHref: (priced: PricedTermPlan) => string;
}

export function TermPlanDetails({
  priced,
  lifeCover,
  coverTill,
  person,
  tobacco,
  onClose,
  applyHref,
}: TermPlanDetailsProps) {
  const words = useWords('termList');
  const Body = BODIES[useLocale()];
  const plan = priced?.plan ?? null;
  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={plan?.name ?? words.planDetails}
      description={plan ? words.planBy(plan.insurer) : undefined}
      footer={
        priced ? (
          <Link className={buttonClass('accent')} to={applyHref(priced)}>
            {words.getQuote}
          </Link>
        ) : null
      }
    >
      {priced ? (
        <Suspense fallback={<p role="status">{words.loadingDetails}</p>}>
          <Body
            priced={priced}
            lifeCover={lifeCover}
            coverTill={coverTill}
            person={person}
            tobacco={tobacco}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
