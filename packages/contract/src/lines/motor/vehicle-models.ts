// The vehicle catalogue the car and bike number form offers and the lists price: every model with its engine and
// indicative ex-showroom price. Apart from the rate table (motor-rates.ts, which re-exports it) so the form loads
// the catalogue without the tariffs (bench:bundle).

export type MotorKind = 'car' | 'two-wheeler';
export type RtoZone = 'A' | 'B';

export interface VehicleModel {
  id: string;
  kind: MotorKind;
  make: string;
  model: string;
  fuel: 'Petrol' | 'Diesel';
  cc: number;
  /** Indicative ex-showroom price in rupees (see EX_SHOWROOM_SOURCE). */
  exShowroom: number;
}

export const EX_SHOWROOM_SOURCE =
  'Indicative ex-showroom price in Delhi of a popular variant, rounded, from the maker’s published prices (2025); the insurer sets IDV from your exact variant';

const car = (
  id: string,
  make: string,
  model: string,
  fuel: VehicleModel['fuel'],
  cc: number,
  exShowroom: number,
) => ({ id, kind: 'car', make, model, fuel, cc, exShowroom }) as const;
const bike = (id: string, make: string, model: string, cc: number, exShowroom: number) =>
  ({ id, kind: 'two-wheeler', make, model, fuel: 'Petrol', cc, exShowroom }) as const;

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  car('maruti-swift', 'Maruti Suzuki', 'Swift', 'Petrol', 1197, 730000),
  car('maruti-baleno', 'Maruti Suzuki', 'Baleno', 'Petrol', 1197, 666000),
  car('maruti-dzire', 'Maruti Suzuki', 'Dzire', 'Petrol', 1197, 679000),
  car('maruti-wagonr', 'Maruti Suzuki', 'Wagon R', 'Petrol', 998, 554000),
  car('maruti-brezza', 'Maruti Suzuki', 'Brezza', 'Petrol', 1462, 834000),
  car('hyundai-i20', 'Hyundai', 'i20', 'Petrol', 1197, 704000),
  car('hyundai-venue', 'Hyundai', 'Venue', 'Petrol', 1197, 794000),
  car('hyundai-creta', 'Hyundai', 'Creta', 'Petrol', 1497, 1100000),
  car('tata-tiago', 'Tata', 'Tiago', 'Petrol', 1199, 500000),
  car('tata-punch', 'Tata', 'Punch', 'Petrol', 1199, 613000),
  car('tata-nexon', 'Tata', 'Nexon', 'Petrol', 1199, 800000),
  car('mahindra-xuv3xo', 'Mahindra', 'XUV 3XO', 'Petrol', 1197, 779000),
  car('mahindra-thar', 'Mahindra', 'Thar', 'Diesel', 2184, 1150000),
  car('mahindra-scorpio-n', 'Mahindra', 'Scorpio-N', 'Diesel', 2184, 1385000),
  car('kia-sonet', 'Kia', 'Sonet', 'Petrol', 1197, 799000),
  car('kia-seltos', 'Kia', 'Seltos', 'Petrol', 1497, 1090000),
  car('toyota-glanza', 'Toyota', 'Glanza', 'Petrol', 1197, 686000),
  car('toyota-hyryder', 'Toyota', 'Urban Cruiser Hyryder', 'Petrol', 1462, 1114000),
  car('toyota-innova-crysta', 'Toyota', 'Innova Crysta', 'Diesel', 2393, 1999000),
  car('honda-amaze', 'Honda', 'Amaze', 'Petrol', 1199, 800000),
  car('honda-city', 'Honda', 'City', 'Petrol', 1498, 1182000),
  car('honda-elevate', 'Honda', 'Elevate', 'Petrol', 1498, 1169000),
  // Added from SALES_RANKINGS (issue 27). Engine sizes are the makers' own; ex-showroom prices follow
  // EX_SHOWROOM_SOURCE's approach (a popular variant's 2025 Delhi price, rounded) and are approximated: no page
  // with these prices was in the stored sources, so each is our reading of the maker's 2025 price list.
  car('maruti-ertiga', 'Maruti Suzuki', 'Ertiga', 'Petrol', 1462, 990000),
  car('maruti-fronx', 'Maruti Suzuki', 'Fronx', 'Petrol', 1197, 838000),
  car('maruti-eeco', 'Maruti Suzuki', 'Eeco', 'Petrol', 1197, 544000),
  car('maruti-victoris', 'Maruti Suzuki', 'Victoris', 'Petrol', 1462, 1050000),
  car('mahindra-scorpio-classic', 'Mahindra', 'Scorpio Classic', 'Diesel', 2184, 1362000),
  car('mahindra-bolero', 'Mahindra', 'Bolero', 'Diesel', 1493, 979000),
  car('mahindra-bolero-neo', 'Mahindra', 'Bolero Neo', 'Diesel', 1493, 995000),
  car('tata-harrier', 'Tata', 'Harrier', 'Diesel', 1956, 1500000),
  bike('hero-splendor-plus', 'Hero', 'Splendor Plus', 97, 75000),
  bike('hero-hf-deluxe', 'Hero', 'HF Deluxe', 97, 60000),
  bike('hero-passion-pro', 'Hero', 'Passion Pro', 113, 78000),
  bike('honda-activa-6g', 'Honda', 'Activa 6G', 110, 76700),
  bike('honda-shine', 'Honda', 'Shine', 124, 80000),
  bike('honda-unicorn', 'Honda', 'Unicorn', 163, 110000),
  bike('bajaj-platina', 'Bajaj', 'Platina', 102, 68000),
  bike('bajaj-pulsar-150', 'Bajaj', 'Pulsar 150', 150, 114000),
  bike('bajaj-avenger-street', 'Bajaj', 'Avenger Street', 160, 111000),
  bike('tvs-jupiter', 'TVS', 'Jupiter', 113, 73700),
  bike('tvs-apache-rtr-160', 'TVS', 'Apache RTR 160', 160, 120000),
  bike('tvs-raider-125', 'TVS', 'Raider 125', 125, 95000),
  bike('re-classic-350', 'Royal Enfield', 'Classic 350', 349, 193000),
  bike('re-hunter-350', 'Royal Enfield', 'Hunter 350', 349, 150000),
  bike('yamaha-fz-s', 'Yamaha', 'FZ-S', 149, 122000),
  bike('yamaha-r15', 'Yamaha', 'R15 V4', 155, 182000),
  bike('suzuki-access-125', 'Suzuki', 'Access 125', 124, 81000),
  bike('suzuki-gixxer', 'Suzuki', 'Gixxer', 155, 138000),
  // Added from SALES_RANKINGS, priced as the cars above (approximated), except the SP125: ₹93,247, the lowest of
  // the range "₹93,247–₹1.03 lakh" published in
  // https://raintreeboulevard.net.in/125cc-motarasa-ikila-2025-honda-shine-se-tvs-raider-taka-kauna-age-kitani-kimata-kaisi-paraphormensa (read 28/11/2026).
  bike('tvs-xl100', 'TVS', 'XL100', 99, 46000),
  bike('tvs-ntorq-125', 'TVS', 'Ntorq 125', 124, 87000),
  bike('honda-dio', 'Honda', 'Dio', 109, 74000),
  bike('honda-sp125', 'Honda', 'SP125', 123, 93247),
  bike('hero-glamour', 'Hero', 'Glamour', 124, 84000),
  bike('hero-destini-125', 'Hero', 'Destini 125', 124, 81000),
  bike('bajaj-pulsar-125', 'Bajaj', 'Pulsar 125', 124, 85000),
  bike('suzuki-burgman-street', 'Suzuki', 'Burgman Street 125', 124, 95000),
  bike('yamaha-rayzr-125', 'Yamaha', 'RayZR 125', 125, 84000),
  bike('re-bullet-350', 'Royal Enfield', 'Bullet 350', 349, 175000),
];

/** The number form's short brand names (shopping spec §9) for the catalogue's makes. */
export const MOTOR_BRAND_SHORT_NAMES: Readonly<Record<string, string>> = { 'Maruti Suzuki': 'Maruti' };

/** The catalogue's model for a brand (short or full name) and model name as the number form sends them. */
export function vehicleOfBrand(
  kind: MotorKind,
  brand: string | undefined,
  model: string | undefined,
): VehicleModel | undefined {
  return VEHICLE_MODELS.find(
    (m) =>
      m.kind === kind && (m.make === brand || MOTOR_BRAND_SHORT_NAMES[m.make] === brand) && m.model === model,
  );
}
