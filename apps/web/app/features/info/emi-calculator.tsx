import { useState } from 'react';
import { digitsOnly, formatRupees } from '~/lib/format';
import { useWords } from '~/lib/words';
import { TextField } from '~/ui/field';
import { calculateEmi } from './emi';

/** A loan EMI calculator, for customers who finance a premium or weigh a loan against cover. */
export function EmiCalculator() {
  const words = useWords('emi');
  const [amount, setAmount] = useState('500000');
  const [rate, setRate] = useState('10.5');
  const [years, setYears] = useState('5');
  const principal = Number(amount);
  const result = calculateEmi(principal, Number(rate), Number(years) * 12);

  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <form
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <TextField
            label={words.amount}
            inputMode="numeric"
            value={amount}
            maxLength={10}
            hint={principal > 0 ? words.amountHint(principal) : words.enterAmount}
            onChange={(e) => setAmount(digitsOnly(e.target.value, 10))}
          />
          <TextField
            label={words.rate}
            inputMode="decimal"
            value={rate}
            maxLength={5}
            onChange={(e) => setRate(e.target.value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1'))}
          />
          <TextField
            label={words.years}
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
            {words.result}
          </h2>
          {result ? (
            <>
              <p className="mt-2 text-4xl font-bold">{formatRupees(result.emi)}</p>
              <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
                <div>
                  <dt className="text-brand-100">{words.totalInterest}</dt>
                  <dd className="text-lg font-semibold">{formatRupees(result.totalInterest)}</dd>
                </div>
                <div>
                  <dt className="text-brand-100">{words.totalPayment}</dt>
                  <dd className="text-lg font-semibold">{formatRupees(result.totalPayment)}</dd>
                </div>
              </dl>
            </>
          ) : (
            <p className="mt-2 text-brand-50">{words.empty}</p>
          )}
        </section>
      </div>
    </main>
  );
}
