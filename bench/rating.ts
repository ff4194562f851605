// npm run bench:rating — the time to price the whole catalogue (every plan of every line) for one visitor, as the
// lists and the server do, beside a baseline loop of the same number of calls doing trivial work, measured in the
// same run. Target: under 5 ms per full pricing. Printed, never asserted: these machines are noisy.
import * as rating from '../packages/contract/src/rating/index.ts';

const TARGET_MS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const TERM_LINES: readonly rating.TermLine[] = ['term', 'nri-term', 'women-term'];

// One visitor: a 38-year-old non-smoking man in Pune with his wife, a child and his father, a 5-year-old car,
// a two-week trip to Europe for two, a team of 40 and a child of 6.
const today = new Date(2026, 10, 22);
const person = { age: 38, gender: 'male' as const, tobacco: 'no' as const };
const choice = { lifeCover: 10_000_000, coverTillAge: 60, mode: 'Monthly' as const };
const members = [
  { age: 38, child: false },
  { age: 35, child: false },
  { age: 6, child: true },
  { age: 66, child: false },
];
const car = { ...rating.MOTOR_PROFILES.car, kind: 'car' as const, ageMonths: 60, claimFreeYears: 2 };
const bike = { ...rating.MOTOR_PROFILES['two-wheeler'], kind: 'two-wheeler' as const };
const trip = { days: 14, region: 'schengen' as const, ages: [38, 35] };
const team = { band: '21-50' as const, coverage: 'family' as const };
const family = { parentAge: 38, childAge: 6, incomeBand: '₹10 - ₹20 Lakhs' };

const health = (planId: string) =>
  rating.quoteHealth({
    planId,
    members,
    city: 'Pune',
    years: 1,
  });

/** Every plan priced once; the sum of totals keeps the work from being optimised away. */
function priceCatalogue(): { sum: number; plans: number } {
  let sum = 0;
  let plans = 0;
  const add = (total: number | undefined) => {
    sum += total ?? 0;
    plans += 1;
  };
  for (const line of TERM_LINES)
    for (const id of rating.RATED_PLAN_IDS.term) {
      const priced = rating.priceTermPlan(line, id, person, choice, today);
      add(priced.accepted ? priced.quote.total : 0);
    }
  for (const id of [...rating.RATED_PLAN_IDS.health, ...rating.RATED_PLAN_IDS.familyHealth])
    add(health(id)?.total);
  for (const id of rating.RATED_PLAN_IDS.car) add(rating.quoteMotor(id, car)?.total);
  for (const id of rating.RATED_PLAN_IDS.twoWheeler) add(rating.quoteMotor(id, bike)?.total);
  for (const id of rating.RATED_PLAN_IDS.travel) add(rating.quoteTravel(id, trip)?.total);
  for (const id of rating.RATED_PLAN_IDS.employee) add(rating.quoteEmployee(id, team)?.total);
  add(rating.projectChildPlan('child', family)?.total);
  return { sum, plans };
}

/** The same number of calls, each building a small object and doing one multiplication. */
function baseline(calls: number): number {
  let sum = 0;
  for (let i = 0; i < calls; i += 1) {
    const quote = { planId: 'x', total: i * 1.18 };
    sum += quote.total;
  }
  return sum;
}

function timeMs(work: () => unknown): number {
  const start = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round += 1) work();
  return Number(process.hrtime.bigint() - start) / 1e6 / ROUNDS;
}

const { plans } = priceCatalogue();
// warm both up so the JIT has compiled them before either is timed
for (let i = 0; i < 200; i += 1) {
  priceCatalogue();
  baseline(plans);
}
const catalogueMs = timeMs(priceCatalogue);
const baselineMs = timeMs(() => baseline(plans));

console.log(`Whole catalogue for one visitor: ${plans} plans priced, ${ROUNDS} rounds`);
console.log(`  full pricing      ${catalogueMs.toFixed(3)} ms`);
console.log(`  baseline (trivial loop of ${plans} calls) ${baselineMs.toFixed(4)} ms`);
console.log(`  ratio             ${(catalogueMs / baselineMs).toFixed(0)}× the baseline`);
console.log(
  `  target under ${TARGET_MS} ms: ${catalogueMs < TARGET_MS ? 'met' : 'NOT met'} (${((catalogueMs / TARGET_MS) * 100).toFixed(0)}% of it)`,
);
