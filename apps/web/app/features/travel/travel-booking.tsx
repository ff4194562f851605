// The booking screen: the trip from the form and the plan chosen on the list (?plan=<id>).
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { buttonClass } from '~/ui/button';
import { Notice } from '~/ui/notice';
import { BookingWizard } from './booking-wizard';
import { TRAVEL_PLANS } from './travel-plans';
import { useStoredTrip } from './use-stored-trip';

export function TravelBooking() {
  const [params] = useSearchParams();
  const { trip, ready } = useStoredTrip();
  const plan = TRAVEL_PLANS.find((p) => p.id === params.get('plan'));

  if (!ready) return <p className="text-slate-700">Loading your trip…</p>;
  if (!trip) {
    return (
      <div className="flex flex-col gap-3">
        <Notice>Tell us about your trip first: where you are going, when, and who is travelling.</Notice>
        <Link to="/travel-insurance" className={buttonClass('primary', 'md', 'self-start')}>
          Enter trip details
        </Link>
      </div>
    );
  }
  if (!plan) {
    return (
      <div className="flex flex-col gap-3">
        <Notice>Choose a plan to book.</Notice>
        <Link to="/travel-insurance-plan" className={buttonClass('primary', 'md', 'self-start')}>
          See travel plans
        </Link>
      </div>
    );
  }
  return <BookingWizard trip={trip} plan={plan} />;
}
