// The parts of the renewal page that render the server's facts and deadlines in the page's language, each
// deadline with the rule it comes from (its title, date and figures from the contract's RENEWAL_RULES).
import { RENEWAL_RULES, type RenewalFactView, type RenewalView } from '@bimasetu/contract';
import type { ReactNode } from 'react';
import { isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';
import type { RenewalWords } from './renewal-words';

type RuleId = NonNullable<RenewalView['seniorRule']>;

/** The figures the words say, as RENEWAL_RULES holds them (widened, so a test can say other ones). */
export interface RuleFigures {
  notice: { daysBefore: number };
  grace: { monthlyDays: number; otherDays: number };
  lifeGrace: { monthlyDays: number; otherDays: number; revivalYears: number };
  portability: { opensDaysBefore: number; closesDaysBefore: number };
  seniorPremiumRise: { fromAge: number; yearlyRiseAbovePercent: number };
  motorNoClaimBonus: { lostDaysAfterExpiry: number };
}

/** A rule in one sentence, in the page's language, with the contract's figures. */
export function ruleText(w: RenewalWords, rule: RuleId, rules: RuleFigures = RENEWAL_RULES): string {
  switch (rule) {
    case 'notice':
      return w.ruleSays.notice(rules.notice.daysBefore);
    case 'grace':
      return w.ruleSays.grace(rules.grace.monthlyDays, rules.grace.otherDays);
    case 'lifeGrace':
      return w.ruleSays.lifeGrace(
        rules.lifeGrace.monthlyDays,
        rules.lifeGrace.otherDays,
        rules.lifeGrace.revivalYears,
      );
    case 'portability':
      return w.ruleSays.portability(rules.portability.closesDaysBefore, rules.portability.opensDaysBefore);
    case 'seniorPremiumRise':
      return w.ruleSays.seniorPremiumRise(rules.seniorPremiumRise.yearlyRiseAbovePercent);
    case 'motorNoClaimBonus':
      return w.ruleSays.motorNoClaimBonus(rules.motorNoClaimBonus.lostDaysAfterExpiry);
  }
}

/** The senior citizen's flag's heading, with the contract's percentage. */
export function seniorHeading(w: RenewalWords, rules: RuleFigures = RENEWAL_RULES): string {
  return w.seniorHeading(rules.seniorPremiumRise.yearlyRiseAbovePercent);
}

export function RuleCitation({ rule }: { rule: RuleId }) {
  const w = useWords('renewal');
  const { source } = RENEWAL_RULES[rule];
  return (
    <p className="text-sm text-slate-600">
      {ruleText(w, rule)} <cite>{w.ruleCited(source.title, isoToDdMmYyyy(source.date))}</cite>
    </p>
  );
}

/** One white card of the page, labelled by its heading. */
export function RenewalSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function factText(w: RenewalWords, fact: RenewalFactView, rules: RuleFigures = RENEWAL_RULES): string {
  switch (fact.code) {
    case 'age-band':
      return w.fact['age-band'](fact);
    case 'rate-revision':
      return w.fact['rate-revision'](fact);
    case 'loading':
      return w.fact.loading(fact);
    case 'vehicle-age':
      return w.fact['vehicle-age'](fact);
    case 'no-claim-bonus-assumed':
      return w.fact['no-claim-bonus-assumed'](fact);
    case 'third-party-in-force':
      return w.fact['third-party-in-force'](fact);
    case 'no-change':
      return w.fact['no-change']();
    case 'senior-rise-needs-irdai-consultation':
      return w.fact['senior-rise-needs-irdai-consultation'](
        fact,
        rules.seniorPremiumRise.fromAge,
        rules.seniorPremiumRise.yearlyRiseAbovePercent,
      );
  }
}

export function RenewalReasons({ facts }: { facts: RenewalFactView[] }) {
  const w = useWords('renewal');
  const reasons = facts.filter((fact) => fact.code !== 'senior-rise-needs-irdai-consultation');
  if (reasons.length === 0) return null;
  return (
    <RenewalSection id="renewal-reasons" heading={w.reasonsHeading}>
      <ul className="mt-2 list-disc pl-5 text-slate-800" data-testid="renewal-reasons">
        {reasons.map((fact) => (
          <li key={fact.code}>{factText(w, fact)}</li>
        ))}
      </ul>
    </RenewalSection>
  );
}

export function RenewalDeadlines({ deadlines }: { deadlines: RenewalView['deadlines'] }) {
  const w = useWords('renewal');
  if (deadlines.length === 0) return null;
  return (
    <RenewalSection id="renewal-dates" heading={w.datesHeading}>
      <ol className="mt-3 flex flex-col gap-3" data-testid="renewal-deadlines">
        {deadlines.map((deadline) => (
          <li key={deadline.code} className="border-l-4 border-brand-700 pl-3">
            <p className="font-semibold text-slate-900">
              {w.deadline[deadline.code]}: {isoToDdMmYyyy(deadline.on)}{' '}
              <span className="font-normal text-slate-700">({w.daysLeft(deadline.daysLeft)})</span>
            </p>
            {deadline.rule ? <RuleCitation rule={deadline.rule} /> : null}
          </li>
        ))}
      </ol>
    </RenewalSection>
  );
}
