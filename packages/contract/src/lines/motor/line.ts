// Car and two-wheeler: one line definition over the motor engine. The number form tells only the plate (or a new
// vehicle's make and model), so the rest is the stated profile of the rate table, said in the assumptions.
import { motorLeadSchema, type MotorLead } from '../../leads/motor.ts';
import type { MotorQuoteChoices } from '../../schemas/quote-choices.ts';
import { RATED_PLAN_IDS } from '../../rating/catalogue.ts';
import {
  MOTOR_PROFILES,
  quoteMotor,
  registrationYearOfPlate,
  vehicleModel,
  vehicleOfBrand,
  zoneFromPlate,
  type MotorInputs,
  type MotorLeadFact,
} from './motor-price.ts';
import { defineLine, offeredOr, type Line } from '../line.ts';

/** "Maruti Swift" for a rate table model id; the id itself for one it does not hold. */
function modelName(id: string): string {
  const model = vehicleModel(id);
  return model ? `${model.make} ${model.model}` : id;
}

export function motorLine(kind: 'car' | 'two-wheeler'): Line {
  return defineLine<MotorInputs>(kind, {
    leadSchema: motorLeadSchema,
    example:
      kind === 'car'
        ? { vehicle: 'Car', registrationNumber: 'MH12AB1234', mobileNumber: '9876500073' }
        : {
            vehicle: 'Two-Wheeler',
            registrationNumber: 'NEW',
            brand: 'Honda',
            model: 'Shine',
            mobileNumber: '9876500074',
          },
    planIds: () => (kind === 'car' ? RATED_PLAN_IDS.car : RATED_PLAN_IDS.twoWheeler),
    inputsFromLead(details, now, choices) {
      const lead = details as MotorLead;
      if ((lead.vehicle === 'Car') !== (kind === 'car')) return null;
      const isNew = lead.registrationNumber === 'NEW';
      if (choices) {
        const { modelId, ageMonths, zone, claimFreeYears } = choices as MotorQuoteChoices;
        // only the renewal pricing passes this (lines/renewal-pricing.ts): a customer's choices are parsed by the
        // contract's schema, which has no such field
        const inForce = (choices as { thirdPartyInForce?: unknown }).thirdPartyInForce === true;
        // a new vehicle the list still priced as registered this year: its first, bundled policy, as the list did
        // (never from the choices themselves: a renewal passes last year's inputs on, and is no first policy)
        const inputs: MotorInputs = {
          kind,
          modelId,
          ageMonths,
          zone,
          claimFreeYears,
          ...(isNew && ageMonths === 0 ? { newVehicle: true } : {}),
          ...(inForce && !(isNew && ageMonths === 0) ? { thirdPartyInForce: true } : {}),
        };
        return { inputs, recorded: { ...inputs }, assumed: [{ code: 'list-choices' }] };
      }
      const profile = MOTOR_PROFILES[kind];
      const model = vehicleOfBrand(kind, lead.brand, lead.model);
      // a Bharat-series plate tells its year of first registration, as the list's panel pre-fills it
      const plateYear = isNew ? undefined : registrationYearOfPlate(lead.registrationNumber);
      const knownYear = plateYear !== undefined && plateYear <= now.getFullYear() ? plateYear : undefined;
      const inputs: MotorInputs = isNew
        ? {
            kind,
            modelId: model?.id ?? profile.modelId,
            ageMonths: 0,
            zone: profile.zone,
            claimFreeYears: 0,
            newVehicle: true,
          }
        : {
            kind,
            ...profile,
            zone: zoneFromPlate(lead.registrationNumber) ?? profile.zone,
            ...(knownYear !== undefined ? { ageMonths: (now.getFullYear() - knownYear) * 12 } : {}),
          };
      const years = inputs.ageMonths / 12;
      const assumed: MotorLeadFact[] = isNew
        ? [
            { code: 'motor-new' },
            ...(model ? [] : [{ code: 'motor-model-assumed', model: modelName(profile.modelId) } as const]),
          ]
        : knownYear !== undefined
          ? [
              {
                code: 'motor-bharat-plate',
                year: knownYear,
                model: modelName(inputs.modelId),
                years,
                zone: inputs.zone,
              },
            ]
          : [{ code: 'motor-plate', model: modelName(inputs.modelId), years, zone: inputs.zone }];
      return { inputs, recorded: { ...inputs }, assumed };
    },
    price: (planId, inputs) => offeredOr(quoteMotor(planId, inputs)),
    cover: (quote) => ('idv' in quote && typeof quote.idv === 'number' ? quote.idv : null),
    // a new vehicle's bundled policy (own damage 1 year, third party 3 or 5 years) is paid once, not yearly
    period: (recorded) => (recorded.newVehicle === true ? 'policy' : 'year'),
  });
}
