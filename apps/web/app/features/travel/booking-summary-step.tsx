// Step 3 of the booking: the trip, the plan, each traveller and their premium from the rating engine (with its
// GST, nil since 22/09/2025), the same figures the server checks the booking against.
import type { BookingTraveller, TravelLead } from '@bimasetu/contract';
import { formatRupees, isoToDdMmYyyy } from '~/lib/format';
import { useWords } from '~/lib/words';
import { bookingTotals } from './booking-totals';
import type { TravelPlan } from './travel-plans';
import { usd } from './travel-pricing';

export interface BookingSummaryStepProps {
  trip: TravelLead;
  plan: TravelPlan;
  travellers: BookingTraveller[];
}

export function BookingSummaryStep({ trip, plan, travellers }: BookingSummaryStepProps) {
  const w = useWords('travelBooking');
  const totals = bookingTotals(trip, plan, travellers);
  if (!totals) return null;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{w.plan}</dt>
          <dd className="font-semibold text-slate-900">
            {plan.plan} · {plan.name}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{w.destinations}</dt>
          <dd className="font-semibold text-slate-900">{trip.destinations.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{w.travelDates}</dt>
          <dd className="font-semibold text-slate-900">
            {w.dates(isoToDdMmYyyy(trip.startDate), isoToDdMmYyyy(trip.endDate))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{w.sumInsured}</dt>
          <dd className="font-semibold text-slate-900">{w.medicalCover(usd(plan.medical))}</dd>
        </div>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{w.travellers}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-medium">
              {w.name}
            </th>
            <th scope="col" className="py-2 font-medium">
              {w.passportColumn}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {w.premium}
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
              {w.total(travellers.length)}
            </th>
            <td className="pt-3 text-right text-lg font-bold" data-testid="booking-total">
              {formatRupees(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-slate-700">
        {w.gstLine(totals.gst)} {w.agedFromDob}
      </p>
    </div>
  );
}
