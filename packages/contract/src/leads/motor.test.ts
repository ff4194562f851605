import { describe, expect, it } from 'vitest';
import { VEHICLE_MODELS } from '../lines/motor/motor-rates.ts';
import {
  MOTOR_BRANDS,
  motorLeadMessages as m,
  motorLeadSchema,
  normaliseVehicleNumber,
  registrationYearOfPlate,
  vehicleNumberProblem,
  vehicleOfBrand,
} from './motor.ts';

const messages = (input: unknown) => {
  const result = motorLeadSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('vehicle number', () => {
  it('keeps upper case without spaces, at most 10 characters', () => {
    expect(normaliseVehicleNumber('mh 12-ab 1234xyz')).toBe('MH12AB1234');
    expect(normaliseVehicleNumber('new')).toBe('NEW');
  });
  it.each(['NEW', 'MH12AB1234', 'KA01MJ2025', 'DL3CAB1234', 'DL10CA1234', '22BH1234AA'])(
    'accepts %s',
    (value) => {
      expect(vehicleNumberProblem('Car', value)).toBeUndefined();
    },
  );
  it.each([
    '',
    'MH12AB123',
    'MH1AB12345',
    '12MHAB1234',
    'MH12ABC123',
    'NEWCAR',
    'MH3CAB1234',
    '22BH123AAA',
    '22BH1234A',
  ])('refuses %j with the car and bike texts', (value) => {
    expect(vehicleNumberProblem('Car', value)).toBe('Enter a valid 10-character car number or type NEW');
    expect(vehicleNumberProblem('Two-Wheeler', value)).toBe(
      'Enter a valid 10-character bike number or type NEW',
    );
  });
});

describe('registrationYearOfPlate', () => {
  it.each([
    ['22BH1234AB', 2022],
    ['21BH0001A', 2021],
    ['25BH9999ZZ', 2025],
  ])('reads the year of the Bharat-series plate %s', (plate, year) => {
    expect(registrationYearOfPlate(plate)).toBe(year);
  });

  it.each(['MH12AB1234', 'DL3CAB1234', 'NEW', '22BH12AB', ''])('finds no year in %j', (plate) => {
    expect(registrationYearOfPlate(plate)).toBeUndefined();
  });
});

describe('motorLeadSchema', () => {
  it('accepts a plate, or NEW with a brand and one of its models', () => {
    expect(
      messages({ vehicle: 'Car', registrationNumber: 'DL03CA1111', mobileNumber: '9876543210' }),
    ).toEqual([]);
    expect(
      messages({
        vehicle: 'Two-Wheeler',
        registrationNumber: 'NEW',
        brand: 'Hero',
        model: 'Splendor Plus',
        mobileNumber: '9876543210',
      }),
    ).toEqual([]);
  });
  it('refuses NEW without a brand or with a model of another brand', () => {
    expect(messages({ vehicle: 'Car', registrationNumber: 'NEW', mobileNumber: '9876543210' })).toEqual([
      m.carBrand,
    ]);
    expect(
      messages({
        vehicle: 'Car',
        registrationNumber: 'NEW',
        brand: 'Tata',
        model: 'Swift',
        mobileNumber: '9876543210',
      }),
    ).toEqual([m.carModel]);
    expect(
      messages({
        vehicle: 'Two-Wheeler',
        registrationNumber: 'NEW',
        brand: 'Maruti',
        mobileNumber: '9876543210',
      }),
    ).toEqual([m.bikeBrand]);
  });
  it('refuses a bad plate and a bad mobile number', () => {
    expect(messages({ vehicle: 'Two-Wheeler', registrationNumber: 'MH12', mobileNumber: '98' })).toEqual([
      m.mobileInvalid,
      m.bikeNumber,
    ]);
  });
});

describe('motorLeadSchema on junk', () => {
  it('answers issues instead of throwing', () => {
    expect(
      motorLeadSchema.safeParse({ vehicle: 'Boat', registrationNumber: 'NEW', brand: 'Honda' }).success,
    ).toBe(false);
    expect(motorLeadSchema.safeParse({ vehicle: 'Car', registrationNumber: 42 }).success).toBe(false);
  });
});

describe('the number form’s brands and models', () => {
  it('are the rate table’s, Maruti Suzuki under the spec’s short name, each found again by vehicleOfBrand', () => {
    for (const model of VEHICLE_MODELS) {
      const vehicle = model.kind === 'car' ? 'Car' : 'Two-Wheeler';
      const brand = model.make === 'Maruti Suzuki' ? 'Maruti' : model.make;
      expect(MOTOR_BRANDS[vehicle][brand], model.id).toContain(model.model);
      expect(vehicleOfBrand(model.kind, brand, model.model)?.id).toBe(model.id);
      expect(vehicleOfBrand(model.kind, model.make, model.model)?.id).toBe(model.id);
      expect(
        motorLeadSchema.safeParse({
          vehicle,
          registrationNumber: 'NEW',
          brand,
          model: model.model,
          mobileNumber: '9876543210',
        }).success,
        model.id,
      ).toBe(true);
    }
    const offered = (vehicle: 'Car' | 'Two-Wheeler') => Object.values(MOTOR_BRANDS[vehicle]).flat().length;
    expect(offered('Car') + offered('Two-Wheeler')).toBe(VEHICLE_MODELS.length);
    expect(vehicleOfBrand('car', 'Maruti', 'Shine')).toBeUndefined();
  });
});
