// A policy's renewal as the customer's renewal page reads it: next year's premium priced again from the kept basis
// beside last year's, the reasons as facts, and the deadlines each citing its rule, worked out on today in India.
import {
  carriesOnBy,
  coverIsIdv,
  explainRenewalPremium,
  istDate,
  renewalDates,
  renewalKind,
  type PolicyLine,
  type PremiumFrequency,
  type RenewalView,
} from '@bimasetu/contract';
import {
  ageBandOf,
  eldestAgeOf,
  priceAtRenewal,
  renewalCover,
  type PremiumBasis,
} from '@bimasetu/contract/lines';
import type { PolicyRow } from './policies.repository.ts';

type Quote = RenewalView['quote'];

function basisView(basis: PremiumBasis): NonNullable<RenewalView['basis']> {
  const eldestAge = eldestAgeOf(basis.inputs);
  return {
    rateVersion: basis.rateVersion,
    pricedOn: basis.pricedOn,
    eldestAge,
    ageBand: ageBandOf(basis.line, eldestAge),
    loadingPercent: basis.loadingPercent,
    cover: basis.cover,
  };
}

/** The premium for the renewal, and why it differs from last year's. */
function repriced(row: PolicyRow, basis: PremiumBasis, due: string): Pick<RenewalView, 'quote' | 'facts'> {
  const pricing = priceAtRenewal(basis, due);
  if (!pricing.offered) return { quote: { status: 'not-offered', reason: pricing.reason }, facts: [] };
  const before = basisView(basis);
  const lastPremium = row.premium ?? basis.quotedPremium;
  const explained = explainRenewalPremium(
    {
      premium: lastPremium,
      age: before.eldestAge ?? 0,
      ageBand: before.ageBand ?? '',
      rateVersion: basis.rateVersion,
      loadingPercent: basis.loadingPercent,
    },
    {
      premium: pricing.premium,
      age: pricing.eldestAge ?? 0,
      ageBand: pricing.ageBand ?? '',
      rateVersion: pricing.rateVersion,
      loadingPercent: basis.loadingPercent,
    },
    renewalKind(row.line as PolicyLine),
    pricing.facts,
  );
  // Last year's premium paid years of third party at once; this one is own damage alone, so a percentage between
  // them ("Down 76%") would compare unlike covers: none is given, and the fact says why the premium is lower.
  const likeForLike = !pricing.facts.some((fact) => fact.code === 'third-party-in-force');
  const quote: Quote = {
    status: 'priced',
    premium: pricing.premium,
    changePercent: lastPremium > 0 && likeForLike ? explained.changePercent : null,
    rateVersion: pricing.rateVersion,
    eldestAge: pricing.eldestAge,
    ageBand: pricing.ageBand,
    subject: pricing.subject,
  };
  return { quote, facts: explained.facts };
}

export function renewalView(row: PolicyRow, basis: PremiumBasis | null, now: Date): RenewalView {
  const line = row.line as PolicyLine;
  const frequency = row.premium_frequency as PremiumFrequency | null;
  const due = row.renewal_due_on;
  const carriesOn = carriesOnBy(line, frequency);
  const head = {
    policyId: row.id,
    line,
    insurer: row.insurer,
    planName: row.plan_name,
    policyNumber: row.policy_number,
    frequency,
    today: istDate(now),
    lastPremium: row.premium,
    basis: basis ? basisView(basis) : null,
  };
  if (!due || carriesOn === 'none') {
    return {
      ...head,
      cover: null,
      dueOn: null,
      graceEndsOn: null,
      quote: { status: 'no-renewal' },
      facts: [],
      deadlines: [],
      portability: null,
      noClaimBonus: null,
      seniorRule: null,
    };
  }
  const dates = renewalDates(due, frequency ?? 'Yearly', renewalKind(line), now);
  const priced: Pick<RenewalView, 'quote' | 'facts'> =
    carriesOn === 'premium'
      ? { quote: { status: 'level-premium', premium: row.premium }, facts: [] }
      : basis
        ? repriced(row, basis, due)
        : { quote: { status: 'no-basis' }, facts: [] };
  const senior = priced.facts.some((fact) => fact.code === 'senior-rise-needs-irdai-consultation');
  // a vehicle's IDV falls with its age: the one recorded on the policy, carried to the renewal date's age
  const idv = coverIsIdv(line) ? row.sum_insured : null;
  return {
    ...head,
    ...priced,
    cover: idv !== null ? renewalCover(idv, basis, due) : null,
    dueOn: due,
    graceEndsOn: dates.graceEnds,
    deadlines: dates.deadlines,
    portability: dates.portability ? { ...dates.portability, rule: 'portability' } : null,
    noClaimBonus: dates.noClaimBonus ? { ...dates.noClaimBonus, rule: 'motorNoClaimBonus' } : null,
    seniorRule: senior ? 'seniorPremiumRise' : null,
  };
}
