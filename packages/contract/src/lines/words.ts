// The assumptions a kept lead's price states, in one place: each names a default the lead's form did not ask.
// (The server's Hindi reading of these, `engine-said.hi.ts`, still matches them literally: keep the wording.)
import { vehicleModel, type MotorInputs } from '../rating/motor.ts';

const modelName = (id: string) => {
  const model = vehicleModel(id);
  return model ? `${model.make} ${model.model}` : id;
};

export const leadQuoteWords = {
  termChoice:
    'Life cover ₹1 crore, the usual cover-till age for this age and monthly payments: the list’s starting choices, as the form does not ask them.',
  listChoices: 'Priced with the choices made on the plan list, as the card showed.',
  healthChoice: 'Each plan at its own listed cover for a one-year policy: the list’s starting choices.',
  employeeFamily:
    'Team size from the number of employees given; "Employees and their families" is priced as employees, spouse and children.',
  motorNew: (assumedModel: string | null) => [
    'A new vehicle: no previous claims, so no no-claim bonus, and priced at its ex-showroom value.',
    ...(assumedModel
      ? [`The model is not in our rate table, so it is priced as a ${modelName(assumedModel)}.`]
      : []),
  ],
  motorBharatPlate: (inputs: MotorInputs, year: number) => [
    `A Bharat-series plate tells the year of first registration (${year}) but not the model or last year’s claims: priced as a ${modelName(inputs.modelId)}, ${inputs.ageMonths / 12} years old, with no no-claim bonus, in zone ${inputs.zone}.`,
  ],
  motorPlate: (inputs: MotorInputs) => [
    `The plate does not tell the model, the year or last year’s claims: priced as a ${modelName(inputs.modelId)}, ${inputs.ageMonths / 12} years old, with no no-claim bonus, in zone ${inputs.zone}.`,
  ],
} as const;
