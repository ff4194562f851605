import { z } from 'zod';
import { INDIAN_MOBILE_PATTERN } from '../constants.ts';
import { MOTOR_BRANDS } from './motor-brands.ts';
import { MOTOR_VEHICLES, motorLeadMessages, NEW_VEHICLE, vehicleNumberProblem } from './motor-rules.ts';

export * from './motor-brands.ts';
export * from './motor-rules.ts';

/**
 * The car and two-wheeler lead: a registration number, or NEW with brand and model.
 * The number form collects a mobile number only for a visitor who asks to be contacted.
 */
export const motorLeadSchema = z
  .object({
    vehicle: z.enum(MOTOR_VEHICLES, { error: 'must be Car or Two-Wheeler' }),
    registrationNumber: z.string().max(20),
    brand: z.string().max(60).optional(),
    model: z.string().max(60).optional(),
    mobileNumber: z
      .string()
      .min(1, motorLeadMessages.mobileRequired)
      .regex(INDIAN_MOBILE_PATTERN, motorLeadMessages.mobileInvalid),
  })
  .superRefine((lead, ctx) => {
    // Runs even when other fields failed: never trust the shapes here.
    if (!MOTOR_BRANDS[lead.vehicle] || typeof lead.registrationNumber !== 'string') return;
    const car = lead.vehicle === 'Car';
    const problem = vehicleNumberProblem(lead.vehicle, lead.registrationNumber);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['registrationNumber'], message: problem });
      return;
    }
    if (lead.registrationNumber !== NEW_VEHICLE) {
      if (lead.brand || lead.model) {
        ctx.addIssue({
          code: 'custom',
          path: ['brand'],
          message: 'must be left out when a registration number is given',
        });
      }
      return;
    }
    // Own keys only: a brand such as "constructor" must not reach Object.prototype.
    const brands = MOTOR_BRANDS[lead.vehicle];
    const models = lead.brand && Object.hasOwn(brands, lead.brand) ? brands[lead.brand] : undefined;
    if (!models) {
      ctx.addIssue({
        code: 'custom',
        path: ['brand'],
        message: car ? motorLeadMessages.carBrand : motorLeadMessages.bikeBrand,
      });
    } else if (!lead.model || !models.includes(lead.model)) {
      ctx.addIssue({
        code: 'custom',
        path: ['model'],
        message: car ? motorLeadMessages.carModel : motorLeadMessages.bikeModel,
      });
    }
  });
export type MotorLead = z.infer<typeof motorLeadSchema>;
