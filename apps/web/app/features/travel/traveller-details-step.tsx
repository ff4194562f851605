// Step 1 of the booking: the personal details of each traveller, as on the passport.
import {
  GENDERS,
  PASTE_ROOM,
  TRAVEL_NOMINEE_RELATIONS,
  VISA_TYPES,
  type BookingTraveller,
} from '@bimasetu/contract';
import { formatDateInput, formatPanInput } from '~/lib/format';
import type { FieldErrors } from '~/lib/form-errors';
import { ChoiceSelect, choicesOf } from '~/ui/choice-select';
import { TextField } from '~/ui/field';
import { MobileField } from '~/ui/mobile-field';
import { useWords } from '~/lib/words';

export interface TravellerDetailsStepProps {
  travellers: BookingTraveller[];
  ages: readonly string[];
  errors: FieldErrors;
  onChange: (index: number, patch: Partial<BookingTraveller>) => void;
}

export function TravellerDetailsStep({ travellers, ages, errors, onChange }: TravellerDetailsStepProps) {
  const w = useWords('travelBooking');
  return (
    <div className="flex flex-col gap-5">
      {travellers.map((t, i) => {
        const error = (field: string) => errors[`travellers.${i}.${field}`];
        const set = (patch: Partial<BookingTraveller>) => onChange(i, patch);
        return (
          <fieldset key={i} className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-base font-semibold text-slate-900">
              {w.traveller(i + 1, ages[i])}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={w.fullName}
                required
                autoComplete={i === 0 ? 'name' : 'off'}
                maxLength={50}
                value={t.fullName}
                error={error('fullName')}
                onChange={(e) => set({ fullName: e.target.value })}
              />
              <ChoiceSelect
                label={w.gender}
                value={t.gender}
                choices={choicesOf(GENDERS, (g) => w.genders[g as keyof typeof w.genders])}
                emptyLabel={w.select}
                required
                error={error('gender')}
                onChange={(gender) => set({ gender: gender as BookingTraveller['gender'] })}
              />
              <TextField
                label={w.dob}
                required
                inputMode="numeric"
                placeholder="dd/mm/yyyy"
                maxLength={10}
                value={t.dob}
                error={error('dob')}
                onChange={(e) => set({ dob: formatDateInput(e.target.value) })}
              />
              <TextField
                label={w.nationality}
                required
                maxLength={50}
                value={t.nationality}
                error={error('nationality')}
                onChange={(e) => set({ nationality: e.target.value })}
              />
              <ChoiceSelect
                label={w.visaType}
                value={t.visaType}
                choices={choicesOf(VISA_TYPES, (v) => w.visaTypes[v as keyof typeof w.visaTypes])}
                emptyLabel={w.select}
                required
                error={error('visaType')}
                onChange={(visaType) => set({ visaType: visaType as BookingTraveller['visaType'] })}
              />
              <TextField
                label={w.passport}
                required
                maxLength={9}
                autoCapitalize="characters"
                value={t.passport}
                error={error('passport')}
                onChange={(e) => set({ passport: e.target.value.replace(/[^a-z0-9]/gi, '').toUpperCase() })}
              />
              <TextField
                label={w.pan}
                maxLength={PASTE_ROOM}
                autoCapitalize="characters"
                value={t.pan}
                error={error('pan')}
                onChange={(e) => set({ pan: formatPanInput(e.target.value) })}
              />
              <MobileField
                label={w.mobile}
                required
                value={t.mobile}
                error={error('mobile')}
                onChange={(e) => set({ mobile: e.target.value })}
              />
              <TextField
                label={w.nominee}
                required
                maxLength={50}
                value={t.nominee}
                error={error('nominee')}
                onChange={(e) => set({ nominee: e.target.value })}
              />
              <ChoiceSelect
                label={w.relation}
                value={t.relation}
                choices={choicesOf(
                  TRAVEL_NOMINEE_RELATIONS,
                  (r) => w.relations[r as keyof typeof w.relations],
                )}
                emptyLabel={w.select}
                required
                error={error('relation')}
                onChange={(relation) => set({ relation: relation as BookingTraveller['relation'] })}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
