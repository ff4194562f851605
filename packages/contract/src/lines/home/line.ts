// The home line: its lead, its plans (the directory's `home` table) and one price, on the shape every line has.
import { defineLine } from '../line.ts';
import { homeLeadSchema, type HomeLead } from './lead.ts';
import { priceHome } from './home-price.ts';
import { homeInputs, type HomeInputs } from './home-rules.ts';

export const homeLine = defineLine<HomeInputs>('home', {
  leadSchema: homeLeadSchema,
  example: {
    occupancy: 'owner',
    basis: 'area',
    builtUpArea: '1200',
    costPerSqFt: '2500',
    contentsValue: '800000',
    valuablesValue: '200000',
    city: 'Pune',
    name: 'Anita Kulkarni',
    mobile: '9876500078',
  },
  inputsFromLead(details) {
    const inputs = homeInputs(details as HomeLead);
    return { inputs, recorded: { ...inputs }, assumed: [] };
  },
  price: (planId, inputs) => priceHome(planId, inputs),
  cover: (_quote, recorded) =>
    typeof recorded.building === 'number' && recorded.building > 0
      ? recorded.building
      : typeof recorded.contents === 'number'
        ? recorded.contents
        : null,
});
