import { describe, expect, it } from 'vitest';
import { LEAD_LINES } from '../leads/lead-lines.ts';
import { planEntry } from '../rating/plan-directory.ts';
import { quoteEmployee } from './employee/employee-price.ts';
import { pricePlan } from './price-plan.ts';
import { LINES } from './registry.ts';

// the bench's day, for which every line's example lead was written
const today = new Date(2026, 10, 22);

describe('pricePlan, the one path of the server and the application form', () => {
  it.each(LEAD_LINES)('%s: prices each plan of the example lead as the line itself does', (line) => {
    const def = LINES[line];
    const read = def.read(def.example, today)!;
    for (const planId of def.planIds()) {
      const own = read.price(planId);
      const priced = pricePlan(line, planId, def.example, today);
      if (!planEntry(line, planId)) {
        expect(priced).toEqual({ ok: false, problem: 'unknown-plan' });
        continue;
      }
      if (!own.offered) {
        expect(priced).toEqual({ ok: false, problem: 'not-offered', reason: own.reason });
        continue;
      }
      if (!priced.ok) throw new Error(`${line} ${planId} should be priced`);
      expect(priced.quote).toMatchObject({
        line,
        planId,
        premium: own.quote.total,
        basePremium: own.quote.basePremium,
        gst: own.quote.gst,
        rateVersion: own.quote.rateVersion,
        pricedOn: '2026-11-22',
        inputs: read.recorded,
        facts: [...read.assumed, ...own.quote.facts],
      });
      expect(priced.parts.engineFacts).toEqual(own.quote.facts);
      expect(priced.parts.figures.total).toBe(own.quote.total);
    }
  });

  it('names an unknown plan, and a plan not sold for the details with its reason', () => {
    expect(pricePlan('term', 'term-9999', LINES.term.example, today)).toEqual({
      ok: false,
      problem: 'unknown-plan',
    });
    const past65 = { ...LINES.term.example, dob: '01/01/1950' };
    expect(pricePlan('term', 'term-1', past65, today)).toMatchObject({
      ok: false,
      problem: 'not-offered',
      reason: 'outside-entry-age',
    });
  });

  it('prices with the list’s choices when they come', () => {
    const choices = { lifeCover: 20_000_000, coverTillAge: 70, tobacco: 'no', mode: 'Yearly' };
    const priced = pricePlan('term', 'term-1', LINES.term.example, today, choices);
    expect(priced.ok && priced.quote).toMatchObject({ cover: 20_000_000, inputs: { mode: 'Yearly' } });
  });

  it('prices a child plan at the yearly premium the list chose, not the income band’s suggestion', () => {
    // the example's ₹10-20 lakh band suggests ₹1,20,000 a year; the visitor picked ₹50,000
    const lead = LINES['child-savings'].example;
    const own = pricePlan('child-savings', 'hdfc-life-sanchay', lead, today);
    const picked = pricePlan('child-savings', 'hdfc-life-sanchay', lead, today, { yearlyPremium: 50000 });
    expect(own.ok && own.quote).toMatchObject({ premium: 120000 });
    expect(own.ok && own.quote.inputs).not.toHaveProperty('yearlyPremium');
    expect(picked.ok && picked.quote).toMatchObject({ premium: 50000, inputs: { yearlyPremium: 50000 } });
    expect(picked.ok && picked.quote.facts[0]).toEqual({ code: 'list-choices' });
    // the life cover beside it is the chosen premium's: 10 × ₹50,000 for a parent under 45
    expect(picked.ok && picked.parts.figures).toMatchObject({ yearlySaving: 50000, lifeCover: 500000 });
  });

  it('prices an employee plan at the team-size band the list chose, not the lead’s own head count', () => {
    // the example's 40 employees are a team of 21 to 50; the list changed it to 201 to 1,000
    const lead = LINES['employee-health'].example;
    const own = pricePlan('employee-health', 'reliance-group', lead, today, { coverage: 'employees' });
    const banded = pricePlan('employee-health', 'reliance-group', lead, today, {
      coverage: 'employees',
      band: '201-1000',
    });
    expect(own.ok && own.quote).toMatchObject({ basePremium: 2700, inputs: { band: '21-50' } });
    // 2700 × 0.88 = ₹2,376 before GST, as the list's card shows it
    expect(banded.ok && banded.quote).toMatchObject({ basePremium: 2376, inputs: { band: '201-1000' } });
    expect(banded.ok && banded.quote.premium).toBe(
      quoteEmployee('reliance-group', { band: '201-1000', coverage: 'employees' })?.total,
    );
  });
});
