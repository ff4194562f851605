// The travel booking in three steps, each checked before moving on; the last stores it as a lead and shows
// the reference number.
import { travelBookingSchema, type BookingTraveller, type TravelLead } from '@bimasetu/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { focusFirstInvalid, type FieldErrors } from '~/lib/form-errors';
import { useSession } from '~/lib/session';
import { Button, buttonClass } from '~/ui/button';
import { ConsentFields, DEFAULT_CONSENT, type ConsentValue } from '~/ui/consent-fields';
import { InlinePhoneCheck } from '~/ui/inline-phone-check';
import { Notice } from '~/ui/notice';
import { bookingTotals } from './booking-totals';
import { BOOKING_STEPS, emptyTraveller, validateStep, type BookingStep } from './booking-steps';
import { BookingSummaryStep } from './booking-summary-step';
import { MedicalHistoryStep } from './medical-history-step';
import { submitBooking } from './submit-booking';
import { TravellerDetailsStep } from './traveller-details-step';
import type { TravelPlan } from './travel-plans';
import { bookingPhoneWords } from './travel-words';

export const bookingTexts = {
  failed: 'We could not save your booking. Please try again.',
} as const;

export function BookingWizard({ trip, plan }: { trip: TravelLead; plan: TravelPlan }) {
  const [step, setStep] = useState<BookingStep>(1);
  const [travellers, setTravellers] = useState<BookingTraveller[]>(() =>
    trip.travellerAges.map(() => emptyTraveller()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'verify'>('idle');
  const session = useSession();
  const [reference, setReference] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, reference]);

  const goTo = (next: BookingStep) => {
    if (next > step) {
      const found = validateStep(step, travellers);
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstInvalid();
    }
    setErrors({});
    setStep(next);
  };

  // The booking is the service asked for: it never waits on agreeing to offers (docs/decisions.md).
  const confirm = async (verified = false) => {
    // a booking appears in the first traveller's tracker: their phone is verified first, unless it is the
    // logged-in customer's own
    const mobile = travellers[0]?.mobile ?? '';
    if (!verified && (!session.loggedIn || session.mobile !== mobile)) return setStatus('verify');
    const booking = travelBookingSchema.safeParse({
      destinations: trip.destinations,
      startDate: trip.startDate,
      endDate: trip.endDate,
      planId: plan.id,
      planName: `${plan.name} ${plan.plan}`,
      travellers,
      totalPremium: bookingTotals(trip, plan, travellers)?.total ?? 0,
    });
    if (!booking.success) return setStatus('failed');
    setStatus('sending');
    try {
      setReference(await submitBooking(booking.data, consent));
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  if (reference) {
    return (
      <section
        aria-labelledby="booking-done"
        className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
      >
        <h2 id="booking-done" ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-800">
          Booking request received
        </h2>
        <p className="text-slate-800">
          Your reference number is <strong data-testid="booking-reference">{reference}</strong>.
        </p>
        <p className="text-slate-700">
          Our adviser will contact you to confirm {plan.plan} for {travellers.length} traveller
          {travellers.length === 1 ? '' : 's'} and complete the payment. Keep the reference number handy.
        </p>
        <Link to="/" className={buttonClass('secondary', 'md', 'self-start')}>
          Back to home
        </Link>
      </section>
    );
  }

  const update = (index: number, patch: Partial<BookingTraveller>) =>
    setTravellers((all) => all.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  return (
    <div className="flex flex-col gap-4">
      <ol aria-label="Booking steps" className="grid grid-cols-3 gap-2 text-center text-sm">
        {BOOKING_STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={step === i + 1 ? 'step' : undefined}
            className={`rounded-lg px-2 py-2 ${step === i + 1 ? 'bg-brand-700 font-semibold text-white' : step > i + 1 ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}
          >
            <span className="block text-xs">Step {i + 1}</span>
            {label}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {BOOKING_STEPS[step - 1]}
      </h2>
      {step === 1 ? (
        <TravellerDetailsStep
          travellers={travellers}
          ages={trip.travellerAges}
          errors={errors}
          onChange={update}
        />
      ) : null}
      {step === 2 ? (
        <MedicalHistoryStep
          travellers={travellers}
          errors={errors}
          onReplace={(index, traveller) => update(index, traveller)}
        />
      ) : null}
      {step === 3 ? (
        <>
          <BookingSummaryStep trip={trip} plan={plan} travellers={travellers} />
          <ConsentFields value={consent} onChange={setConsent} offerCallBack={false} />
          {status === 'failed' ? <Notice tone="error">{bookingTexts.failed}</Notice> : null}
        </>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => goTo((step - 1) as BookingStep)}>
            Back
          </Button>
        ) : (
          <Link to="/travel-insurance-plan" className={buttonClass('secondary')}>
            Back to plans
          </Link>
        )}
        {step < 3 ? (
          <Button onClick={() => goTo((step + 1) as BookingStep)}>Continue</Button>
        ) : status === 'verify' ? null : (
          <Button busy={status === 'sending'} onClick={() => void confirm()}>
            Confirm booking
          </Button>
        )}
      </div>
      {step === 3 && status === 'verify' ? (
        <InlinePhoneCheck
          mobile={travellers[0]?.mobile ?? ''}
          words={bookingPhoneWords}
          onVerified={() => void confirm(true)}
          onChangePhone={() => {
            setStatus('idle');
            setStep(1);
          }}
        />
      ) : null}
    </div>
  );
}
