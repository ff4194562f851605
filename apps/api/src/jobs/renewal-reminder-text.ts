import type { ReminderKey } from '@bimasetu/contract';
import { groupIndian } from '@bimasetu/contract/rating/core';
import type { ServiceSms } from '../sms/sms-provider.ts';

/** dd/mm/yyyy, as India writes dates. */
function indianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export interface ReminderFacts {
  insurer: string;
  policyNumber: string;
  due: string;
  /** Null for a policy without grace (motor, other), which gets no reminder after its due date. */
  graceEnds: string | null;
  premium: number | null;
  slot: ReminderKey;
}

/** When, in the reminder's words: "in 60 days", "tomorrow", "today", or the grace's days. */
function whenOf(slot: ReminderKey): string {
  if (slot === 'before-1') return 'tomorrow';
  if (slot.startsWith('before-')) return `in ${slot.slice('before-'.length)} days`;
  if (slot === 'due') return 'today';
  return slot === 'grace-last' ? 'grace ends today' : 'in grace';
}

/** What the reminder says of the due date: coming up, or past it and in grace. */
function dueWords(facts: ReminderFacts): string {
  const when = whenOf(facts.slot);
  return facts.slot.startsWith('grace') && facts.graceEnds !== null
    ? `was due on ${indianDate(facts.due)}; renew by ${indianDate(facts.graceEnds)} (${when}) to keep your cover without a break.`
    : `is due for renewal ${when}, on ${indianDate(facts.due)}.`;
}

/**
 * The reminder in the customer's Messages (from the advisers' desk, as the policy-issued notice): the service
 * reminder's facts with where to see the renewal, never an offer. English, as the stored messages are.
 */
export function reminderInApp(facts: ReminderFacts): string {
  const premium = facts.premium ? ` Premium Rs ${groupIndian(facts.premium)}.` : '';
  return (
    `Your ${facts.insurer} policy ${facts.policyNumber} ${dueWords(facts)}${premium} ` +
    "Open My policies and choose Renew to see the new premium beside last year's."
  );
}

/**
 * The reminder SMS, as registered on DLT: a service template, and for an early reminder to a customer with the
 * marketing consent the promotional one, which adds an offer to compare plans. English, as the templates are.
 */
export function reminderSms(facts: ReminderFacts, promotional: boolean): ServiceSms {
  const premium = facts.premium ? ` Premium Rs ${groupIndian(facts.premium)}.` : '';
  const graceEnds = facts.slot.startsWith('grace') ? facts.graceEnds : null;
  const when = whenOf(facts.slot);
  const what = dueWords(facts);
  const offer = promotional ? ' Compare plans from other insurers before you renew on BimaSetu.' : '';
  return {
    template: promotional ? 'renewal-offer' : 'renewal-reminder',
    text: `BimaSetu: your ${facts.insurer} policy ${facts.policyNumber} ${what}${premium}${offer}`,
    // the templates' variables in order: insurer, policy number, when, date, premium
    variables: [
      facts.insurer,
      facts.policyNumber,
      when,
      indianDate(graceEnds ?? facts.due),
      facts.premium ? groupIndian(facts.premium) : '',
    ],
  };
}
