// The home quote form's choices, limits and messages, zod-free: the form's first load imports these, its schema
// (home-lead.ts, with zod) only when the form is first used, as the other quote forms do.
import { isIndianMobile } from '../../constants.ts';
import { isPersonName, rupeesFromTyped } from '../../typed-input.ts';

/** Who asks: an owner insures the building and its contents, a tenant only the contents. */
export const HOME_OCCUPANCY = ['owner', 'tenant'] as const;
export type HomeOccupancy = (typeof HOME_OCCUPANCY)[number];

/** How an owner gives the building's value: built-up area times construction cost, or a rebuild value. */
export const HOME_BUILDING_BASES = ['area', 'rebuild'] as const;
export type HomeBuildingBasis = (typeof HOME_BUILDING_BASES)[number];

/** Our limits, stated so a typing slip is caught; a larger home is quoted by an adviser. */
export const HOME_LIMITS = {
  areaSqFt: { min: 100, max: 20_000 },
  costPerSqFt: { min: 500, max: 20_000 },
  rebuildValue: { min: 100_000, max: 250_000_000 },
  contentsValue: { min: 0, max: 50_000_000 },
  valuablesValue: { min: 0, max: 10_000_000 },
} as const;

export const homeMessages = {
  occupancy: 'Please say whether you own the home or rent it.',
  basis: 'Please choose how to give the building’s value.',
  area: `Enter the built-up area in square feet (${HOME_LIMITS.areaSqFt.min} to ${'20,000'}).`,
  cost: `Enter the construction cost per square foot in rupees (₹${HOME_LIMITS.costPerSqFt.min} to ₹${'20,000'}).`,
  rebuild: 'Enter the rebuild value in rupees (₹1 lakh to ₹25 crore).',
  contents: 'Enter the value of your belongings in rupees (up to ₹5 crore).',
  tenantContents: 'A tenant insures the contents: enter their value in rupees.',
  valuables: 'Enter the value of jewellery and valuables in rupees (up to ₹1 crore), or leave it empty.',
  unreadable: 'We could not read this as an amount. Type it in rupees, like 12,00,000, 12 lakh or 1.2 crore.',
  city: 'Please select your city.',
  name: 'Name must contain only letters.',
  mobile: 'Enter a valid 10-digit mobile number.',
} as const;

/**
 * A whole number of rupees (or square feet) as people type it, read by the contract's one reader of amounts
 * (`rupeesFromTyped`): "12,00,000", "₹12,00,000", "12 lakh", "1.5 lakh", "2 crore". NaN when blank or unreadable.
 */
export function homeAmount(text: string | undefined): number {
  const read = rupeesFromTyped(text ?? '');
  return typeof read === 'number' ? read : Number.NaN;
}

/** Whether an amount was typed (not blank) but cannot be read as one ("twelve lakh", "12.5", "12 lakh 50"). */
export const homeAmountUnreadable = (text: string | undefined): boolean =>
  rupeesFromTyped(text ?? '') === 'unreadable';

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max;

/** The home form's answers, as the form sends them (amounts as typed). */
export interface HomeAnswers {
  occupancy: HomeOccupancy;
  basis?: HomeBuildingBasis | undefined;
  builtUpArea?: string | undefined;
  costPerSqFt?: string | undefined;
  rebuildValue?: string | undefined;
  contentsValue: string;
  valuablesValue?: string | undefined;
  city: string;
}

/** The first problem with these answers and the field it belongs to, or undefined. */
export function homeProblem(a: HomeAnswers): { field: keyof HomeAnswers; message: string } | undefined {
  if (!(HOME_OCCUPANCY as readonly string[]).includes(a.occupancy))
    return { field: 'occupancy', message: homeMessages.occupancy };
  if (a.occupancy === 'owner') {
    if (a.basis === 'area') {
      if (!within(homeAmount(a.builtUpArea), HOME_LIMITS.areaSqFt))
        return { field: 'builtUpArea', message: homeMessages.area };
      if (homeAmountUnreadable(a.costPerSqFt))
        return { field: 'costPerSqFt', message: homeMessages.unreadable };
      if (!within(homeAmount(a.costPerSqFt), HOME_LIMITS.costPerSqFt))
        return { field: 'costPerSqFt', message: homeMessages.cost };
    } else if (a.basis === 'rebuild') {
      if (homeAmountUnreadable(a.rebuildValue))
        return { field: 'rebuildValue', message: homeMessages.unreadable };
      if (!within(homeAmount(a.rebuildValue), HOME_LIMITS.rebuildValue))
        return { field: 'rebuildValue', message: homeMessages.rebuild };
    } else return { field: 'basis', message: homeMessages.basis };
  }
  if (homeAmountUnreadable(a.contentsValue))
    return { field: 'contentsValue', message: homeMessages.unreadable };
  const contents = homeAmount(a.contentsValue);
  if (!within(contents, HOME_LIMITS.contentsValue))
    return { field: 'contentsValue', message: homeMessages.contents };
  if (a.occupancy === 'tenant' && contents === 0)
    return { field: 'contentsValue', message: homeMessages.tenantContents };
  if (homeAmountUnreadable(a.valuablesValue))
    return { field: 'valuablesValue', message: homeMessages.unreadable };
  if (
    (a.valuablesValue ?? '').trim() !== '' &&
    !within(homeAmount(a.valuablesValue), HOME_LIMITS.valuablesValue)
  )
    return { field: 'valuablesValue', message: homeMessages.valuables };
  if (a.city.trim() === '') return { field: 'city', message: homeMessages.city };
  return undefined;
}

export const homeNameOk = (name: string) => name.trim() === '' || isPersonName(name.trim());
export const homeMobileOk = (mobile: string) => isIndianMobile(mobile);

/** What the engine prices: the three sums insured in rupees (the building's 0 for a tenant). */
export interface HomeInputs {
  occupancy: HomeOccupancy;
  building: number;
  contents: number;
  valuables: number;
  city: string;
}

/** The answers as sums insured: area x cost, or the rebuild value, for an owner's building. */
export function homeInputs(a: HomeAnswers): HomeInputs {
  const building =
    a.occupancy === 'tenant'
      ? 0
      : a.basis === 'area'
        ? homeAmount(a.builtUpArea) * homeAmount(a.costPerSqFt)
        : homeAmount(a.rebuildValue);
  const valuables = (a.valuablesValue ?? '').trim() === '' ? 0 : homeAmount(a.valuablesValue);
  return { occupancy: a.occupancy, building, contents: homeAmount(a.contentsValue), valuables, city: a.city };
}
