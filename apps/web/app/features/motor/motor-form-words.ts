// The car and two-wheeler number forms' words in English (Hindi: motor-form-words.hi.ts). The spec's messages come
// from the contract; `messages` maps each one (its English text is its stable code) to the page's language. Brand
// and model names stay as the makers write them.
import { motorLeadMessages, type MotorVehicle } from '@bimasetu/contract';
import { defineWords, type Wordy } from '~/lib/words';

type MotorLeadMessage = (typeof motorLeadMessages)[keyof typeof motorLeadMessages];

const motorFormWords = {
  title: { Car: 'Car Insurance', 'Two-Wheeler': 'Two-Wheeler Insurance' } satisfies Record<
    MotorVehicle,
    string
  >,
  intro: {
    Car: 'Compare car insurance prices in seconds. Enter your car number, or type NEW for a new car.',
    'Two-Wheeler':
      'Compare bike and scooter insurance prices in seconds. Enter your bike number, or type NEW for a new bike.',
  } satisfies Record<MotorVehicle, string>,
  callBack: 'Want an adviser to call you?',
  optional: '(optional)',
  mobileHint: 'Needed only if you tick the box below.',
  number: { Car: 'Car number', 'Two-Wheeler': 'Bike number' } satisfies Record<MotorVehicle, string>,
  numberHint: {
    Car: 'A valid number takes you straight to the prices. Buying a new car? Type NEW.',
    'Two-Wheeler': 'A valid number takes you straight to the prices. Buying a new bike? Type NEW.',
  } satisfies Record<MotorVehicle, string>,
  brand: 'Brand',
  selectBrand: 'Select brand',
  model: { Car: 'Variant', 'Two-Wheeler': 'Model' } satisfies Record<MotorVehicle, string>,
  selectModel: { Car: 'Select variant', 'Two-Wheeler': 'Select model' } satisfies Record<
    MotorVehicle,
    string
  >,
  submit: 'View Prices',
  messages: Object.fromEntries(Object.values(motorLeadMessages).map((m) => [m, m])) as Record<
    MotorLeadMessage,
    string
  >,
};

export type MotorFormWords = Wordy<typeof motorFormWords>;

declare module '~/lib/words' {
  interface WordBook {
    motorForm: MotorFormWords;
  }
}

export default defineWords('en', 'motorForm', motorFormWords);
