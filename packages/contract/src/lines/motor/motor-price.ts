// Car and two-wheeler prices: IDV from the ex-showroom price and IRDAI's depreciation by age; own damage
// from IDV, zone, age and engine size less the no-claim bonus; third party as notified for the engine size (for a
// new vehicle, the long-term single premium its first policy must carry: 3 years for a car, 5 for a two-wheeler).
import { groupIndian, gstOn, roundRupees, type Quote } from '../../rating/core.ts';
import {
  ADD_ONS,
  AGREED_VALUE_BANDS,
  DEPRECIATION_BANDS,
  MOTOR_PLAN_CALIBRATION,
  MOTOR_PROFILES,
  MOTOR_RATE_VERSION,
  NCB_BY_CLAIM_FREE_YEARS,
  OD_TARIFF,
  TP_LONG_TERM,
  TP_PREMIUMS,
  VEHICLE_MODELS,
  ZONE_A_RTOS,
  type MotorKind,
  type RtoZone,
  type VehicleModel,
} from './motor-rates.ts';

export {
  DEPRECIATION_SOURCE,
  EX_SHOWROOM_SOURCE,
  MOTOR_PLAN_DIRECTORY,
  MOTOR_PROFILES,
  MOTOR_RATE_VERSION,
  NCB_BY_CLAIM_FREE_YEARS,
  OD_TARIFF_SOURCE,
  TP_LONG_TERM,
  TP_SOURCE,
  VEHICLE_MODELS,
  vehicleOfBrand,
  type MotorKind,
  type RtoZone,
  type VehicleModel,
} from './motor-rates.ts';

/** The vehicle, its age, zone and bonus a motor plan is priced for, and its IDV. */
export type MotorFact = MotorVehicleFact | MotorBundledFact;

export type MotorVehicleFact = {
  code: 'motor-vehicle';
  /** Make and model, as the rate table names them ("Maruti Suzuki Swift"). */
  model: string;
  fuel: VehicleModel['fuel'];
  cc: number;
  /** Whole years since first registration (0: under a year). */
  years: number;
  zone: RtoZone;
  ncbPercent: number;
  idv: number;
  /** Over 5 years old: the IDV is an indication of the value agreed with the insurer. */
  agreedValue: boolean;
};

/**
 * A new vehicle's first policy is bundled: own damage for `ownDamageYears` (1) and third party for
 * `thirdPartyYears` (3 for a car, 5 for a two-wheeler), paid once.
 */
export type MotorBundledFact = {
  code: 'motor-bundled';
  kind: MotorKind;
  ownDamageYears: number;
  thirdPartyYears: number;
  thirdParty: number;
};

/** The default this line's lead assumes where its form does not ask (its `inputsFromLead`). */
export type MotorLeadFact =
  | { code: 'motor-new' }
  | { code: 'motor-model-assumed'; model: string }
  | { code: 'motor-bharat-plate'; year: number; model: string; years: number; zone: string }
  | { code: 'motor-plate'; model: string; years: number; zone: string };

export interface MotorInputs {
  kind: MotorKind;
  modelId: string;
  /** Months since first registration. */
  ageMonths: number;
  zone: RtoZone;
  /** Consecutive years without a claim (0 when the owner claimed last year or the vehicle is new). */
  claimFreeYears: number;
  /**
   * A new vehicle's first policy: third party for 3 years (car) or 5 (two-wheeler) at the notified long-term
   * single premium, with own damage for 1 year. Absent or false: a yearly policy.
   */
  newVehicle?: boolean;
  /**
   * A renewal while the first policy's long-term third party still runs (its 3 or 5 years): own damage alone is
   * renewed, so no third-party premium is charged. Set only by the renewal pricing, never from a customer's choices.
   */
  thirdPartyInForce?: boolean;
}

export interface MotorAddOnPrice {
  id: string;
  label: string;
  /** Before GST; not in the premium unless chosen. */
  price: number;
}

export interface MotorQuote extends Quote {
  idv: number;
  ownDamage: number;
  thirdParty: number;
  /** Years the third-party cover runs: 1, or 3 (new car) or 5 (new two-wheeler); own damage is always 1 year. */
  thirdPartyYears: number;
  ncbRate: number;
  addOns: MotorAddOnPrice[];
}

export function vehicleModel(modelId: string): VehicleModel | undefined {
  return VEHICLE_MODELS.find((m) => m.id === modelId);
}

/** IRDAI's depreciation for the age; over 5 years, our indication of an agreed value (stated on screen). */
export function depreciationRate(ageMonths: number): number {
  const months = Math.max(0, ageMonths);
  return [...DEPRECIATION_BANDS, ...AGREED_VALUE_BANDS].find((b) => months <= b.upToMonths)!.rate;
}

export function isAgreedValue(ageMonths: number): boolean {
  return ageMonths > DEPRECIATION_BANDS.at(-1)!.upToMonths;
}

/** IDV before any insurer's own adjustment: ex-showroom less depreciation, to the rupee. */
export function baseIdv(model: VehicleModel, ageMonths: number): number {
  return roundRupees(model.exShowroom * (1 - depreciationRate(ageMonths)));
}

/**
 * An IDV fixed at one age, carried to an older one by the same schedule: the ex-showroom price it implies, less the
 * older age's depreciation (a new car's ₹6,50,000 at 5% is ₹5,81,579 at 15% a year on). Undefined when either age
 * is past 5 years: IRDAI leaves that value to be agreed with the insurer, so no schedule gives it.
 */
export function depreciatedIdv(idv: number, fromMonths: number, toMonths: number): number | undefined {
  if (isAgreedValue(fromMonths) || isAgreedValue(toMonths)) return undefined;
  return roundRupees((idv * (1 - depreciationRate(toMonths))) / (1 - depreciationRate(fromMonths)));
}

export function thirdPartyPremium(kind: MotorKind, cc: number): number {
  return TP_PREMIUMS[kind].find((b) => cc <= b.ccUpTo)!.premium;
}

/** A new vehicle's long-term third party: its years and the single premium for them, by engine size. */
export function longTermThirdParty(kind: MotorKind, cc: number): { years: number; premium: number } {
  const table = TP_LONG_TERM[kind];
  return { years: table.years, premium: table.bands.find((b) => cc <= b.ccUpTo)!.premium };
}

export function ncbRate(claimFreeYears: number): number {
  const years = Math.min(Math.max(0, Math.floor(claimFreeYears)), NCB_BY_CLAIM_FREE_YEARS.length - 1);
  return NCB_BY_CLAIM_FREE_YEARS[years]!;
}

/** Own-damage tariff rate as a fraction of IDV. */
export function odTariffRate(kind: MotorKind, zone: RtoZone, ageMonths: number, cc: number): number {
  const table = OD_TARIFF[kind];
  const ageRow = ageMonths <= 60 ? 0 : ageMonths <= 120 ? 1 : 2;
  const ccColumn = table.ccUpTo.findIndex((upTo) => cc <= upTo);
  return table[zone][ageRow]![ccColumn]! / 100;
}

/**
 * A Bharat-series plate starts with the two last digits of its year of first registration (MoRTH notification
 * G.S.R. 594(E), 26/08/2021: "YY BH #### XX"), so the registration year need not be asked: 22BH1234AB gives 2022.
 * Other plates do not carry their year (undefined).
 */
export function registrationYearOfPlate(plate: string): number | undefined {
  const bharat = /^(\d{2})BH\d{4}[A-Z]{1,2}$/.exec(plate);
  return bharat ? 2000 + Number(bharat[1]) : undefined;
}

/** Zone A for the tariff's metro RTOs, zone B elsewhere; null when the plate names no RTO (Bharat series). */
export function zoneFromPlate(plate: string): RtoZone | null {
  if (/^\d{2}BH/.test(plate)) return null;
  return ZONE_A_RTOS.some((rto) => plate.startsWith(rto)) ? 'A' : 'B';
}

const rupeeWords = (n: number) => `₹${groupIndian(n)}`;

/** A motor fact in English: "For a Maruti Suzuki Swift (petrol, 1197 cc), 3 years old, RTO zone A, 25% no-claim bonus; IDV ₹4,50,000." */
export function motorFactInEnglish(fact: MotorVehicleFact): string {
  const age = fact.years === 0 ? 'under a year' : fact.years === 1 ? '1 year' : `${fact.years} years`;
  const agreed = fact.agreedValue ? ' (over 5 years old: agreed with the insurer)' : '';
  return `For a ${fact.model} (${fact.fuel.toLowerCase()}, ${fact.cc} cc), ${age} old, RTO zone ${fact.zone}, ${fact.ncbPercent}% no-claim bonus; IDV ${rupeeWords(fact.idv)}${agreed}.`;
}

/** A new vehicle's bundled policy in English (the words the web says it in: motor-fact-words.hi.ts for Hindi). */
export function motorBundledInEnglish(fact: MotorBundledFact): string {
  const vehicle = fact.kind === 'car' ? 'car' : 'two-wheeler';
  const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
  return `A new ${vehicle}’s first policy, as the law requires since 01/09/2018: own damage for ${years(fact.ownDamageYears)} and third party for ${years(fact.thirdPartyYears)} (${rupeeWords(fact.thirdParty)}, the notified single premium), paid once for the whole policy.`;
}

/** The plan's price for this vehicle, or null for a plan or model we hold no rates for. */
export function quoteMotor(planId: string, inputs: MotorInputs): MotorQuote | null {
  const plan = MOTOR_PLAN_CALIBRATION[planId];
  const model = vehicleModel(inputs.modelId);
  const profile = MOTOR_PROFILES[inputs.kind];
  const profileModel = vehicleModel(profile.modelId);
  if (!plan || !model || !profileModel || model.kind !== inputs.kind || !planId.startsWith(inputs.kind))
    return null;

  // Each plan's IDV and own-damage rate are the listed ones, moved by how this vehicle differs from the profile.
  const profileTp = thirdPartyPremium(inputs.kind, profileModel.cc);
  const idvShare = plan.idv / baseIdv(profileModel, profile.ageMonths);
  const odLoading =
    (plan.premium - profileTp) /
    (plan.idv * odTariffRate(inputs.kind, profile.zone, profile.ageMonths, profileModel.cc));

  const idv = roundRupees(baseIdv(model, inputs.ageMonths) * idvShare);
  const odBeforeNcb = roundRupees(
    idv * odTariffRate(inputs.kind, inputs.zone, inputs.ageMonths, model.cc) * odLoading,
  );
  const ncb = ncbRate(inputs.claimFreeYears);
  const ncbAmount = roundRupees(odBeforeNcb * ncb);
  const ownDamage = odBeforeNcb - ncbAmount;
  const longTerm = inputs.newVehicle ? longTermThirdParty(inputs.kind, model.cc) : null;
  const inForce = !longTerm && inputs.thirdPartyInForce === true;
  const thirdParty = longTerm ? longTerm.premium : inForce ? 0 : thirdPartyPremium(inputs.kind, model.cc);
  const thirdPartyYears = longTerm ? longTerm.years : inForce ? 0 : 1;
  const basePremium = ownDamage + thirdParty;
  const gst = gstOn(basePremium);
  const addOns = ADD_ONS[inputs.kind]
    .filter((a) => a.maxAgeMonths === undefined || inputs.ageMonths <= a.maxAgeMonths)
    .map((a) => ({ id: a.id, label: a.label, price: a.flat ?? roundRupees(idv * (a.idvRate ?? 0)) }));
  const vehicle: MotorVehicleFact = {
    code: 'motor-vehicle',
    model: `${model.make} ${model.model}`,
    fuel: model.fuel,
    cc: model.cc,
    years: Math.floor(inputs.ageMonths / 12),
    zone: inputs.zone,
    ncbPercent: Math.round(ncb * 100),
    idv,
    agreedValue: isAgreedValue(inputs.ageMonths),
  };
  const bundled: MotorBundledFact[] = longTerm
    ? [{ code: 'motor-bundled', kind: inputs.kind, ownDamageYears: 1, thirdPartyYears, thirdParty }]
    : [];
  return {
    planId,
    rateVersion: MOTOR_RATE_VERSION,
    basePremium,
    gst,
    total: basePremium + gst,
    breakdown: [
      { label: longTerm ? 'Own damage (1 year)' : 'Own damage', amount: odBeforeNcb },
      { label: `No-claim bonus (${Math.round(ncb * 100)}%)`, amount: -ncbAmount },
      { label: longTerm ? `Third party (${thirdPartyYears} years)` : 'Third party', amount: thirdParty },
      { label: 'GST (18%)', amount: gst },
    ],
    assumptions: [motorFactInEnglish(vehicle), ...bundled.map(motorBundledInEnglish)],
    facts: [vehicle, ...bundled],
    idv,
    ownDamage,
    thirdParty,
    thirdPartyYears,
    ncbRate: ncb,
    addOns,
  };
}
