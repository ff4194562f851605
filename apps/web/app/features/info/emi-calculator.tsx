import { useState } from 'react';
import { digitsOnly, formatRupees, lakhCroreWords } from '~/lib/format';
import { TextField } from '~/ui/field';
import { calculateEmi } from './emi';

/** A loan EMI calculator, for customers who finance a premium or weigh a loan against cover. */
export function EmiCalculator() {
  const [amount, setAmount] = useState('500000');
  const [rate, setRate] = useState('10.5');
  const [years, setYears] = useState('5');
  const principal = Number(amount);
  const result = calculateEmi(principal, Number(rate), Number(years) * 12);

  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">EMI Calculator</h1>
      <p className="mt-1 text-slate-700">See the monthly instalment of a loan before you commit to it.</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <form
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            label="Loan amount (₹)"
            inputMode="numeric"
            value={amount}
            maxLength={10}
            hint={
              principal > 0 ? `${formatRupees(principal)} (${lakhCroreWords(principal)})` : 'Enter an amount'
            }
            onChange={(e) => setAmount(digitsOnly(e.target.value, 10))}
          />
          <TextField
            label="Interest rate (% a year)"
            inputMode="decimal"
            value={rate}
            maxLength={5}
            onChange={(e) => setRate(e.target.value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1'))}
          />
          <TextField
            label="Tenure (years)"
            inputMode="numeric"
            value={years}
            maxLength={2}
            onChange={(e) => setYears(digitsOnly(e.target.value, 2))}
          />
        </form>
        <section
          aria-labelledby="emi-result"
          aria-live="polite"
          className="rounded-2xl bg-brand-800 p-6 text-white"
        >
          <h2 id="emi-result" className="text-lg font-semibold">
            Your monthly EMI
          </h2>
          {result ? (
            <>
              <p className="mt-2 text-4xl font-bold">{formatRupees(result.emi)}</p>
              <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
                <div>
                  <dt className="text-brand-100">Total interest</dt>
                  <dd className="text-lg font-semibold">{formatRupees(result.totalInterest)}</dd>
                </div>
                <div>
                  <dt className="text-brand-100">Total payment</dt>
                  <dd className="text-lg font-semibold">{formatRupees(result.totalPayment)}</dd>
                </div>
              </dl>
            </>
          ) : (
            <p className="mt-2 text-brand-50">Enter the amount, rate and tenure to see your EMI.</p>
          )}
        </section>
      </div>
    </main>
  );
}
