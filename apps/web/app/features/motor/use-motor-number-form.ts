// The car and bike number entry (shopping spec §4, §5): upper-case number, NEW reveals brand then model,
// a valid plate or a chosen model moves on at once; a lead is kept only with consent.
import {
  isValidPlate,
  motorLeadMessages,
  motorLeadSchema,
  NEW_VEHICLE,
  normaliseVehicleNumber,
  vehicleNumberProblem,
  type MotorLead,
  type MotorVehicle,
} from '@bimasetu/contract';
import { useState } from 'react';
import { digitsOnly } from '~/lib/format';
import { DEFAULT_CONSENT, submitLead, type ConsentValue } from '~/lib/leads';

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
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [consent, setConsent] = useState<ConsentValue>(DEFAULT_CONSENT);
  const [numberError, setNumberError] = useState<string | undefined>();
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [choiceError, setChoiceError] = useState<{ field: 'brand' | 'model'; message: string } | undefined>();
  const car = vehicle === 'Car';

  /** Moves on, first keeping the lead when the visitor agreed; a consenting visitor needs a valid mobile number. */
  const proceed = (arrival: MotorArrival, path: string): boolean => {
    if (consent.consent) {
      const lead: MotorLead = { vehicle, ...arrival, mobileNumber };
      const result = motorLeadSchema.safeParse(lead);
      const mobileIssue = result.success
        ? undefined
        : result.error.issues.find((i) => i.path[0] === 'mobileNumber');
      if (mobileIssue) {
        setMobileError(mobileIssue.message);
        return false;
      }
      void submitLead({
        line: car ? 'car' : 'two-wheeler',
        consent: true,
        contactPreference: consent.contactPreference,
        details: lead,
      });
    }
    go(path, arrival);
    return true;
  };

  return {
    registrationNumber,
    brand,
    model,
    mobileNumber,
    consent,
    numberError,
    mobileError,
    brandError: choiceError?.field === 'brand' ? choiceError.message : undefined,
    modelError: choiceError?.field === 'model' ? choiceError.message : undefined,
    isNew: registrationNumber === NEW_VEHICLE,
    setConsent: (next: ConsentValue) => {
      setConsent(next);
      if (!next.consent) setMobileError(undefined);
    },
    setMobile: (typed: string) => {
      setMobileNumber(digitsOnly(typed, 10));
      setMobileError(undefined);
    },
    typeNumber: (typed: string) => {
      const value = normaliseVehicleNumber(typed);
      setRegistrationNumber(value);
      if (value !== NEW_VEHICLE) {
        setBrand('');
        setModel('');
      }
      if (numberError) setNumberError(value === '' ? undefined : vehicleNumberProblem(vehicle, value));
      if (isValidPlate(value)) proceed({ registrationNumber: value }, targets.numberPath);
    },
    /** On leaving the box or pressing the button: say what is wrong with a number that cannot be used. */
    checkNumber: (): boolean => {
      const problem = vehicleNumberProblem(vehicle, registrationNumber);
      setNumberError(problem);
      return problem === undefined;
    },
    chooseBrand: (next: string) => {
      setChoiceError(undefined);
      setBrand(next);
      setModel('');
    },
    chooseModel: (next: string) => {
      setChoiceError(undefined);
      setModel(next);
      if (next) proceed({ registrationNumber: NEW_VEHICLE, brand, model: next }, targets.newPath);
    },
    /** The button: a valid plate moves on; NEW waits for brand and model. */
    submit: () => {
      const problem = vehicleNumberProblem(vehicle, registrationNumber);
      setNumberError(problem);
      if (problem) return { ok: false as const, field: 'number' as const };
      if (registrationNumber === NEW_VEHICLE) {
        if (!brand) {
          setChoiceError({
            field: 'brand',
            message: car ? motorLeadMessages.carBrand : motorLeadMessages.bikeBrand,
          });
          return { ok: false as const, field: 'brand' as const };
        }
        if (!model) {
          setChoiceError({
            field: 'model',
            message: car ? motorLeadMessages.carModel : motorLeadMessages.bikeModel,
          });
          return { ok: false as const, field: 'model' as const };
        }
        return {
          ok: proceed({ registrationNumber, brand, model }, targets.newPath),
          field: 'mobile' as const,
        };
      }
      return { ok: proceed({ registrationNumber }, targets.numberPath), field: 'mobile' as const };
    },
  };
}
