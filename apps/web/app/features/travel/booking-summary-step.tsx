// Step 3 of the booking: the trip, the plan, each traveller and their premium from the rating engine (GST
// included), the same figures the server checks the booking against.
import type { BookingTraveller, TravelLead } from '@bimasetu/contract';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { bookingTotals } from './booking-totals';
import type { TravelPlan } from './travel-plans';
import { travelWords } from './travel-words';

export interface BookingSummaryStepProps {
  trip: TravelLead;
  plan: TravelPlan;
  travellers: BookingTraveller[];
}

export function BookingSummaryStep({ trip, plan, travellers }: BookingSummaryStepProps) {
  const totals = bookingTotals(trip, plan, travellers);
  if (!totals) return null;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Plan</dt>
          <dd className="font-semibold text-slate-900">
            {plan.plan} · {plan.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Destinations</dt>
          <dd className="font-semibold text-slate-900">{trip.destinations.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Travel dates</dt>
          <dd className="font-semibold text-slate-900">
            {isoToDdMmYyyy(trip.startDate)} to {isoToDdMmYyyy(trip.endDate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Sum insured</dt>
          <dd className="font-semibold text-slate-900">{totals.sumInsured}</dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">Travellers</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 font-medium">
              Passport
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Premium
            </th>
          </tr>
        </thead>
        <tbody>
          {travellers.map((t, i) => (
            <tr key={i} className="border-b border-slate-100">
              <td className="py-2">{t.fullName}</td>
              <td className="py-2">{t.passport}</td>
              <td className="py-2 text-right" data-testid="traveller-premium">
                {formatRupees(totals.perTraveller[i]?.total ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 text-base font-semibold">
              Total {travelWords.forTravellers(travellers.length)}
            </th>
            <td className="pt-3 text-right text-lg font-bold" data-testid="booking-total">
              {formatRupees(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-slate-700">
        {travelWords.gstIncluded(totals.gst)} {travelWords.agedFromDob}
      </p>
    </div>
  );
}
