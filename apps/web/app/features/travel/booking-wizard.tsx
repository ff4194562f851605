// The travel booking in three steps, each checked before moving on; the last stores it as a lead and shows
// the reference number.
import { travelBookingSchema, type BookingTraveller, type TravelLead } from '@bimasetu/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { focusFirstInvalid, type FieldErrors } from '~/lib/form-errors';
import { localHref } from '~/lib/locale-paths';
import { useSession } from '~/lib/session';
import { saidErrors, sayIn, useLocale, useWords } from '~/lib/words';
import { Button, buttonClass } from '~/ui/button';
import { ConsentFields, DEFAULT_CONSENT, type ConsentValue } from '~/ui/consent-fields';
import { InlinePhoneCheck } from '~/ui/inline-phone-check';
import { Notice } from '~/ui/notice';
import { bookingTotals } from './booking-totals';
import { BookingStepsHeader } from './booking-steps-header';
import { emptyTraveller, validateStep, type BookingStep } from './booking-steps';
import { BookingSummaryStep } from './booking-summary-step';
import { MedicalHistoryStep } from './medical-history-step';
import { submitBooking } from './submit-booking';
import { TravellerDetailsStep } from './traveller-details-step';
import type { TravelPlan } from './travel-plans';

export function BookingWizard({ trip, plan }: { trip: TravelLead; plan: TravelPlan }) {
  const [step, setStep] = useState<BookingStep>(1);
  const [travellers, setTravellers] = useState<BookingTraveller[]>(() =>
    trip.travellerAges.map(() => emptyTraveller()),
  );
  const w = useWords('travelBooking');
  const locale = useLocale();
  const say = sayIn(w.messages);
  const [found, setErrors] = useState<FieldErrors>({});
  // the contract's messages in the page's language (their English text is their stable code)
  const errors = saidErrors(found, w.messages);
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed' | 'verify'>('idle');
  // a refusal the server explains (e.g. a phone that is not the logged-in customer's), else the general words
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    if (!booking.success) return setStatus('failed');
    setStatus('sending');
    try {
      setReference(await submitBooking(booking.data, consent));
      setStatus('idle');
    } catch (error) {
      const told = error instanceof ApiError ? error.serverMessage : null;
      setFailure(told && told in w.messages ? say(told) : null);
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
          {w.done}
        </h2>
        <p className="text-slate-800">
          {w.referenceBefore}
          <strong data-testid="booking-reference">{reference}</strong>
          {w.referenceAfter}
        </p>
        <p className="text-slate-700">{w.whatNext(plan.plan, travellers.length)}</p>
        <Link to={localHref(locale, '/')} className={buttonClass('secondary', 'md', 'self-start')}>
          {w.backHome}
        </Link>
      </section>
    );
  }

  const update = (index: number, patch: Partial<BookingTraveller>) =>
    setTravellers((all) => all.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  return (
    <div className="flex flex-col gap-4">
      <BookingStepsHeader step={step} headingRef={heading} />
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
          {status === 'failed' ? <Notice tone="error">{failure ?? w.failed}</Notice> : null}
        </>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {step > 1 ? (
          <Button variant="secondary" onClick={() => goTo((step - 1) as BookingStep)}>
            {w.back}
          </Button>
        ) : (
          <Link to={localHref(locale, '/travel-insurance-plan')} className={buttonClass('secondary')}>
            {w.backToPlans}
          </Link>
        )}
        {step < 3 ? (
          <Button onClick={() => goTo((step + 1) as BookingStep)}>{w.continue}</Button>
        ) : status === 'verify' ? null : (
          <Button busy={status === 'sending'} onClick={() => void confirm()}>
            {w.confirm}
          </Button>
        )}
      </div>
      {step === 3 && status === 'verify' ? (
        <InlinePhoneCheck
          mobile={travellers[0]?.mobile ?? ''}
          words={w.phone}
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
