// The booking screen: the trip from the form (the tab's sessionStorage) and the plan chosen on the list (?plan=<id>).
// The page is prerendered without a trip: its heading, introduction, steps and a reserved area arrive as HTML, and
// the trip, or the message asking for one, fills that area after hydration. The area is at least a screen tall,
// so what comes after it (the footer) starts below the fold and nothing on screen moves when it fills.
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { BookingStepsHeader } from './booking-steps-header';
import { TRAVEL_PLANS } from './travel-plans';
import { useStoredTrip } from './use-stored-trip';

// The wizard (its checks, the consent box and the phone check) loads once there is a trip to book: a visitor who
// arrives without one never downloads it.
const Wizard = lazy(() => import('./booking-wizard').then((m) => ({ default: m.BookingWizard })));

/** What the reserved area shows while the trip is read and the wizard loads. */
function Waiting() {
  const w = useWords('travelBooking');
  return (
    <>
      <BookingStepsHeader step={1} />
      <p role="status" className="text-slate-700">
        {w.loading}
      </p>
    </>
  );
}

function BookingScreen() {
  const w = useWords('travelBooking');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { trip, ready } = useStoredTrip();
  const plan = TRAVEL_PLANS.find((p) => p.id === params.get('plan'));

  if (!ready) return <Waiting />;
  if (!trip || !plan) {
    return (
      <>
        <BookingStepsHeader step={1} heading={false} />
        <Notice>{trip ? w.noPlan : w.noTrip}</Notice>
        <Link
          to={localHref(locale, trip ? '/travel-insurance-plan' : '/travel-insurance')}
          className={buttonClass('primary', 'md', 'self-start')}
        >
          {trip ? w.seePlans : w.enterTrip}
        </Link>
      </>
    );
  }
  return (
    <Suspense fallback={<Waiting />}>
      <Wizard trip={trip} plan={plan} />
    </Suspense>
  );
}

export function TravelBookingPage() {
  const w = useWords('travelBooking');
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{w.title}</h1>
      <p className="mt-1 mb-5 text-slate-700">{w.intro}</p>
      <div className="flex min-h-svh flex-col gap-4">
        <BookingScreen />
      </div>
    </main>
  );
}
