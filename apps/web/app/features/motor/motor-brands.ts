// What the number form loads when it first needs a new vehicle's brands (motor-number-form.tsx): the brands and
// models, drawn from the contract's vehicle catalogue, which the form's first load does without (bench:bundle).
export { MOTOR_BRANDS } from '@bimasetu/contract';
