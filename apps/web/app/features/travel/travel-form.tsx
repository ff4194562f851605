// The travel quote form: destinations, dates and travellers. A valid form keeps the trip for the plan list,
// sends the lead only with consent, and moves on to the plans.
import {
  bookingMessages,
  indiaToday,
  isIndianMobile,
  lastTripDay,
  type TravelLead,
} from '@bimasetu/contract';
import { Users } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { useInBrowser } from '~/lib/use-in-browser';
import { useNavigate } from 'react-router';
import { digitsOnly } from '~/lib/format';
import { localHref } from '~/lib/locale-paths';
import { useLocale, useWords } from '~/lib/words';
import { wantsContact } from '~/lib/leads';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';
import { Button } from '~/ui/button';

import { ConsentFields } from '~/ui/consent-fields';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { DestinationPicker } from './destination-picker';
import { saveTrip } from './trip-storage';
import { INITIAL_TRAVELLERS, travellersReducer } from './travellers-reducer';
import { TravellersModal } from './travellers-modal';

export function TravelForm() {
  // "today" is India's on the visitor's clock (the server asks the same of its own), never the prerender's day
  const today = useInBrowser() ? indiaToday() : undefined;
  const navigate = useNavigate();
  const w = useWords('travelForm');
  const locale = useLocale();
  const [travellers, dispatch] = useReducer(travellersReducer, INITIAL_TRAVELLERS);
  const [modalOpen, setModalOpen] = useState(false);
  const lead = useLeadSubmit('travel');
  const { consent } = lead;
  const {
    values,
    errors: codes,
    update,
    onSubmit,
    setErrors,
  } = useSchemaForm(
    () => import('~/lib/lead-schemas').then((m) => m.travelLeadSchema),
    { destinations: [] as string[], startDate: '', endDate: '', mobile: '' },
    { afterEdit: 'clear', focusInvalid: true, carryKey: 'travel-quote' },
  );
  const { destinations, startDate, endDate, mobile } = values;
  // The contract's messages in the page's language (their English text is their stable code).
  const messages = w.messages as Record<string, string>;
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(codes).map(([path, text]) => [path, text && (messages[text] ?? text)]),
  );

  const agesError = Object.entries(errors).find(([key]) => key.startsWith('travellerAges'))?.[1];
  // An edit to the travellers (in the modal's reducer, not the form's values) clears what was said about them, as
  // an edit to any other field does: "Please enter the age for each traveller" stayed after every age was chosen.
  useEffect(() => {
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('traveller'))),
    );
  }, [travellers, setErrors]);
  const conditionError = errors.travellersWithCondition;

  // The travellers live in the modal's reducer; the mobile number is needed only when a box is ticked.
  const submitTrip = onSubmit(
    (trip: TravelLead) => {
      saveTrip(trip);
      lead.keep(trip);
      void navigate(localHref(locale, '/travel-insurance-plan'));
    },
    () => ({
      values: {
        travellerAges: travellers.ages,
        hasPreExistingCondition: travellers.hasCondition === true,
        travellersWithCondition: travellers.withCondition,
      },
      errors:
        wantsContact(consent) && !isIndianMobile(mobile) ? { mobile: bookingMessages.mobile } : undefined,
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submitTrip}
      className="flex flex-col gap-5 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <DestinationPicker
        value={destinations}
        onChange={(next) => {
          update({ destinations: next });
        }}
        error={errors.destinations}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={w.startDate}
          type="date"
          required
          min={today}
          value={startDate}
          error={errors.startDate}
          onChange={(event) => {
            update({ startDate: event.target.value });
          }}
        />
        <TextField
          label={w.endDate}
          type="date"
          required
          min={startDate || today}
          max={lastTripDay(startDate)}
          value={endDate}
          error={errors.endDate}
          onChange={(event) => {
            update({ endDate: event.target.value });
          }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <span id="travellers-label" className="text-sm font-medium text-slate-800">
          {w.travellers}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </span>
        <Button
          variant="secondary"
          className="justify-start"
          aria-describedby="travellers-label"
          aria-invalid={agesError || conditionError ? true : undefined}
          onClick={() => setModalOpen(true)}
        >
          <Users aria-hidden="true" className="size-4" />
          {w.travellerCount(travellers.ages.length)}
          {travellers.ages.some(Boolean)
            ? w.ages(travellers.ages.map((a) => a || '?').join(', '))
            : w.addAges}
        </Button>
        {agesError ? <p className="text-sm font-medium text-red-700">{agesError}</p> : null}
        {conditionError ? <p className="text-sm font-medium text-red-700">{conditionError}</p> : null}
      </div>
      <ConsentFields value={consent} onChange={lead.setConsent} />
      {wantsContact(consent) ? (
        <MobileField
          required
          value={mobile}
          error={errors.mobile}
          onChange={(event) => {
            update({ mobile: digitsOnly(event.target.value, 10) });
          }}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
        {w.submit}
      </Button>
      <TravellersModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        state={travellers}
        dispatch={dispatch}
        agesError={agesError}
        conditionError={conditionError}
      />
    </form>
  );
}

/** The travel quote screen: its heading and intro in the page's language, then the form. */
export function TravelFormPage() {
  const w = useWords('travelForm');
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{w.title}</h1>
      <p className="mt-1 mb-5 text-slate-700">{w.intro}</p>
      <TravelForm />
    </main>
  );
}
