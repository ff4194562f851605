// Step 2 of the booking: each traveller's diseases, each with the year it was diagnosed (the last 20 years).
import { diseaseYears, TRAVEL_DISEASES, type BookingTraveller } from '@bimasetu/contract';
import type { FieldErrors } from '~/lib/form-errors';
import { useWords } from '~/lib/words';
import { controlClass } from '~/ui/field';
import { toggleDisease } from './booking-steps';

export interface MedicalHistoryStepProps {
  travellers: BookingTraveller[];
  errors: FieldErrors;
  onReplace: (index: number, traveller: BookingTraveller) => void;
}

export function MedicalHistoryStep({ travellers, errors, onReplace }: MedicalHistoryStepProps) {
  const w = useWords('travelBooking');
  const years = diseaseYears();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">{w.medicalIntro}</p>
      {travellers.map((t, i) => (
        <fieldset key={i} className="rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">
            {w.medicalOf(t.fullName, i + 1)}
          </legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {TRAVEL_DISEASES.map((name) => {
              const index = t.diseases.findIndex((d) => d.name === name);
              const disease = t.diseases[index];
              const yearError = errors[`travellers.${i}.diseases.${index}.year`];
              const yearId = `t${i}-${name.replace(/\W/g, '')}-year`;
              return (
                <li key={name} className="flex flex-col gap-1 rounded-lg border border-slate-100 p-2">
                  <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={Boolean(disease)}
                      onChange={() => onReplace(i, toggleDisease(t, name))}
                    />
                    {w.diseases[name]}
                  </label>
                  {disease ? (
                    <>
                      <label htmlFor={yearId} className="text-sm text-slate-700">
                        {w.yearDiagnosed(w.diseases[name])}
                      </label>
                      <select
                        id={yearId}
                        className={controlClass}
                        value={disease.year}
                        aria-invalid={yearError ? true : undefined}
                        aria-describedby={yearError ? `${yearId}-error` : undefined}
                        onChange={(e) =>
                          onReplace(i, {
                            ...t,
                            diseases: t.diseases.map((d) =>
                              d.name === name ? { ...d, year: e.target.value } : d,
                            ),
                          })
                        }
                      >
                        <option value="">{w.selectYear}</option>
                        {years.map((y) => (
                          <option key={y} value={y}>
                            {y}
                          </option>
                        ))}
                      </select>
                      {yearError ? (
                        <p id={`${yearId}-error`} className="text-sm font-medium text-red-700">
                          {yearError}
                        </p>
                      ) : null}
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
