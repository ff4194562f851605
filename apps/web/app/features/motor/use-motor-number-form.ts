// The car and bike number entry (shopping spec §4, §5): upper-case number, NEW reveals brand then model,
// a valid plate or a chosen model moves on at once; a lead is kept only with consent.
import {
  isValidPlate,
  motorLeadMessages,
  NEW_VEHICLE,
  normaliseVehicleNumber,
  vehicleNumberProblem,
  type MotorLead,
  type MotorVehicle,
} from '@bimasetu/contract';
import { digitsOnly } from '~/lib/format';
import { withoutError } from '~/lib/form-errors';
import { wantsContact, type ConsentValue } from '~/lib/leads';
import { useLeadSubmit } from '~/ui/use-lead-submit';
import { useSchemaForm } from '~/lib/use-schema-form';

export interface MotorNumberTargets {
  /** Where a valid registration number goes. */
  numberPath: string;
  /** Where brand and model of a new vehicle go. */
  newPath: string;
}

export interface MotorArrival {
  registrationNumber: string;
  brand?: string;
  model?: string;
}

export function useMotorNumberForm(
  vehicle: MotorVehicle,
  targets: MotorNumberTargets,
  go: (path: string, arrival: MotorArrival) => void,
) {
  const car = vehicle === 'Car';
  const lead = useLeadSubmit(car ? 'car' : 'two-wheeler');
  // The schema is checked field by field below (number, then brand, then model, then mobile), as the spec's
  // screens ask one thing at a time; the hook holds the values and messages.
  const form = useSchemaForm(
    () => import('~/lib/lead-schemas').then((m) => m.motorLeadSchema),
    { registrationNumber: '', brand: '', model: '', mobileNumber: '' },
    { afterEdit: 'clear', carryKey: car ? 'car-quote' : 'two-wheeler-quote' },
  );
  const { registrationNumber, brand, model, mobileNumber } = form.values;
  const { errors } = form;
  const showError = (field: keyof typeof form.values, message: string | undefined) =>
    form.setErrors((current) =>
      message === undefined ? withoutError(current, field) : { ...current, [field]: message },
    );

  /** Moves on, first keeping the lead when the visitor agreed; a consenting visitor needs a valid mobile number. */
  const proceed = (arrival: MotorArrival, path: string): boolean => {
    if (wantsContact(lead.consent)) {
      const details: MotorLead = { vehicle, ...arrival, mobileNumber };
      let ok = true;
      // the schema is here once the visitor has used the form; if not yet, this runs as it arrives
      form.withSchema((schema) => {
        const result = schema.safeParse(details);
        const mobileIssue = result.success
          ? undefined
          : result.error.issues.find((i) => i.path[0] === 'mobileNumber');
        if (mobileIssue) {
          showError('mobileNumber', mobileIssue.message);
          ok = false;
          return;
        }
        lead.keep(details);
        go(path, arrival);
      });
      return ok;
    } else {
      // kept in this tab only, so the application form can show the plate without asking again
      lead.remember({ vehicle, ...arrival, mobileNumber });
    }
    go(path, arrival);
    return true;
  };
  const refuseChoice = (field: 'brand' | 'model') => {
    const message = {
      brand: car ? motorLeadMessages.carBrand : motorLeadMessages.bikeBrand,
      model: car ? motorLeadMessages.carModel : motorLeadMessages.bikeModel,
    }[field];
    showError(field, message);
    return { ok: false as const, field };
  };

  return {
    registrationNumber,
    brand,
    model,
    mobileNumber,
    consent: lead.consent,
    numberError: errors.registrationNumber,
    mobileError: errors.mobileNumber,
    brandError: errors.brand,
    modelError: errors.model,
    isNew: registrationNumber === NEW_VEHICLE,
    setConsent: (next: ConsentValue) => {
      lead.setConsent(next);
      if (!wantsContact(next)) showError('mobileNumber', undefined);
    },
    setMobile: (typed: string) => {
      form.update({ mobileNumber: digitsOnly(typed, 10) });
    },
    typeNumber: (typed: string) => {
      const value = normaliseVehicleNumber(typed);
      form.update(
        value === NEW_VEHICLE
          ? { registrationNumber: value }
          : { registrationNumber: value, brand: '', model: '' },
      );
      if (errors.registrationNumber && value !== '')
        showError('registrationNumber', vehicleNumberProblem(vehicle, value));
      if (isValidPlate(value)) proceed({ registrationNumber: value }, targets.numberPath);
    },
    /** On leaving the box or pressing the button: say what is wrong with a number that cannot be used. */
    checkNumber: (): boolean => {
      const problem = vehicleNumberProblem(vehicle, registrationNumber);
      showError('registrationNumber', problem);
      return problem === undefined;
    },
    chooseBrand: (next: string) => {
      form.update({ brand: next, model: '' });
    },
    chooseModel: (next: string) => {
      form.update({ model: next });
      if (next) proceed({ registrationNumber: NEW_VEHICLE, brand, model: next }, targets.newPath);
    },
    /** The button: a valid plate moves on; NEW waits for brand and model. */
    submit: () => {
      const problem = vehicleNumberProblem(vehicle, registrationNumber);
      showError('registrationNumber', problem);
      if (problem) return { ok: false as const, field: 'number' as const };
      if (registrationNumber === NEW_VEHICLE) {
        if (!brand) return refuseChoice('brand');
        if (!model) return refuseChoice('model');
        return {
          ok: proceed({ registrationNumber, brand, model }, targets.newPath),
          field: 'mobile' as const,
        };
      }
      return { ok: proceed({ registrationNumber }, targets.numberPath), field: 'mobile' as const };
    },
  };
}
