// npm run bench:rating — the time to price the whole catalogue (every plan of every line in LINES) for one visitor,
// as the lists and the server do, beside a baseline loop of the same number of calls doing trivial work, measured in the
// same run. Target: under 5 ms per full pricing. Printed, never asserted: these machines are noisy.
import { LEAD_LINES } from '../packages/contract/src/leads/lead-lines.ts';
import { LINES } from '../packages/contract/src/lines/index.ts';

const TARGET_MS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

// One visitor per line: each line's own example lead (a 38-year-old man in Pune with his wife, a child and his
// father, a car on a Pune plate, a two-week trip to Europe for two, a team of 40, a child of 6…), read as the
// server reads it, then every plan of the line priced. A line added to LINES is timed without touching this file.
const today = new Date(2026, 10, 22);

/** Every plan priced once; the sum of totals keeps the work from being optimised away. */
function priceCatalogue(): { sum: number; plans: number } {
  let sum = 0;
  let plans = 0;
  for (const line of LEAD_LINES) {
    const def = LINES[line];
    const read = def.read(def.example, today);
    for (const planId of def.planIds()) {
      const priced = read?.price(planId);
      sum += priced?.offered ? priced.quote.total : 0;
      plans += 1;
    }
  }
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
