import { message, type TenantConfig } from '../tenant/index.ts';
import { validateRequired, type ValidationMessage } from './validators.ts';

type Tenant = Pick<TenantConfig, 'messages'> | undefined;

/** How the shopper describes their part-exchange car's condition (contract VehicleCondition). */
export type VehicleCondition = 'excellent' | 'good' | 'fair' | 'poor';

/** The conditions in the order the part-exchange form offers them, best first. */
export const VEHICLE_CONDITIONS: readonly VehicleCondition[] = [
  'excellent',
  'good',
  'fair',
  'poor',
];

/**
 * The earliest year of first registration a part-exchange car may have (a house rule).
 * @example EARLIEST_PART_EXCHANGE_YEAR // 1950
 */
export const EARLIEST_PART_EXCHANGE_YEAR = 1950;

/**
 * The most outstanding finance a part exchange may carry, in pounds (a house rule).
 * @example MAX_OUTSTANDING_FINANCE // 1000000
 */
export const MAX_OUTSTANDING_FINANCE = 1_000_000;

/**
 * A UK registration (requirements PX-1, FORM-7): 2 to 7 letters and digits (spaces ignored), with
 * at least one of each.
 * @example validateRegistration('fg17 hjk') // null
 * @example validateRegistration('ABCDEF') // 'Please enter a valid UK registration, for example FG17 HJK'
 */
export function validateRegistration(value: string, tenant?: Tenant): ValidationMessage {
  const plate = value.replace(/\s+/g, '').toUpperCase();
  if (plate === '') return message('requiredField', {}, tenant);
  return /^[A-Z0-9]{2,7}$/.test(plate) && /\d/.test(plate) && /[A-Z]/.test(plate)
    ? null
    : 'Please enter a valid UK registration, for example FG17 HJK';
}

/**
 * The car's mileage: whole miles up to 999,999, commas and spaces allowed.
 * @example validateMileage('42,000') // null
 */
export function validateMileage(value: string, tenant?: Tenant): ValidationMessage {
  if (value.trim() === '') return message('requiredField', {}, tenant);
  const digits = value.replace(/[,\s]/g, '');
  return /^\d{1,6}$/.test(digits)
    ? null
    : 'Please enter the mileage in whole miles (up to 999,999)';
}

/**
 * Finance still owed on the car, in pounds: optional, from £0 to {@link MAX_OUTSTANDING_FINANCE}.
 * @example validateOutstandingFinance('£1,200') // null
 */
export function validateOutstandingFinance(value: string): ValidationMessage {
  if (value.trim() === '') return null;
  const amount = Number(value.replace(/[£,\s]/g, ''));
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_OUTSTANDING_FINANCE
    ? null
    : 'Please enter an amount in pounds between £0 and £1,000,000';
}

/**
 * The year the car was first registered: four digits from {@link EARLIEST_PART_EXCHANGE_YEAR}
 * to `maxYear` (this year, which the caller gives: core never reads the clock).
 * @example validateFirstRegistrationYear('2031', 2026) // 'Please enter the year it was first registered, between 1950 and 2026'
 */
export function validateFirstRegistrationYear(
  value: string,
  maxYear: number,
  tenant?: Tenant,
): ValidationMessage {
  if (value.trim() === '') return message('requiredField', {}, tenant);
  const year = Number(value.trim());
  return /^\d{4}$/.test(value.trim()) && year >= EARLIEST_PART_EXCHANGE_YEAR && year <= maxYear
    ? null
    : `Please enter the year it was first registered, between ${EARLIEST_PART_EXCHANGE_YEAR} and ${maxYear}`;
}

/** Fuel types a part-exchange car is described with (contract PartExchangeFuel). */
export const PART_EXCHANGE_FUELS = [
  'Petrol',
  'Diesel',
  'Hybrid',
  'Plug-in hybrid',
  'Electric',
] as const;
export type PartExchangeFuel = (typeof PART_EXCHANGE_FUELS)[number];

/** The shopper's own description of a car the registration lookup does not know. */
export type RegisteredCar = {
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly fuel_type: PartExchangeFuel;
};

/**
 * A part-exchange valuation request (the contract's ValuationRequest), outstanding finance in
 * pounds: `vehicle` is there only when the shopper described a car the lookup did not know.
 */
export type PartExchangeRequest = {
  readonly registration: string;
  readonly mileage: number;
  readonly condition: VehicleCondition;
  readonly outstanding_finance: number;
  readonly vehicle?: RegisteredCar;
};

/** The part-exchange form's controls, one string each. */
export type PartExchangeFormValues = {
  registration: string;
  mileage: string;
  condition: string;
  outstanding_finance: string;
  make: string;
  model: string;
  year: string;
  fuel_type: string;
};

/** The part-exchange form before the shopper types anything. */
export const EMPTY_PART_EXCHANGE_FORM: Readonly<PartExchangeFormValues> = {
  registration: '',
  mileage: '',
  condition: '',
  outstanding_finance: '',
  make: '',
  model: '',
  year: '',
  fuel_type: '',
};

/**
 * Every control's message, null when valid (requirements PX-3, FORM-7). The car's make, model, year
 * and fuel type are asked for (and judged) only when the registration lookup did not know it.
 * @example validatePartExchange(values, { askDetails: false, maxYear: 2026 }).condition // 'Please choose the condition'
 */
export function validatePartExchange(
  values: PartExchangeFormValues,
  { askDetails, maxYear }: { askDetails: boolean; maxYear: number },
  tenant?: Tenant,
): Partial<Record<keyof PartExchangeFormValues, ValidationMessage>> {
  return {
    registration: validateRegistration(values.registration, tenant),
    mileage: validateMileage(values.mileage, tenant),
    condition: values.condition ? null : 'Please choose the condition',
    outstanding_finance: validateOutstandingFinance(values.outstanding_finance),
    ...(askDetails && {
      make: validateRequired(values.make, tenant),
      model: validateRequired(values.model, tenant),
      year: validateFirstRegistrationYear(values.year, maxYear, tenant),
      fuel_type: values.fuel_type ? null : 'Please choose the fuel type',
    }),
  };
}

const isCondition = (value: string): value is VehicleCondition =>
  (VEHICLE_CONDITIONS as readonly string[]).includes(value);
const isFuel = (value: string): value is PartExchangeFuel =>
  (PART_EXCHANGE_FUELS as readonly string[]).includes(value);

/**
 * The valuation request of a valid form (requirement PX-1): the plate tidied to capitals with
 * single spaces, mileage and outstanding finance without separators or £ (none typed is £0), the
 * car described only when asked. Null for values the form's choices cannot give.
 * @example partExchangeRequest({ ...form, registration: 'fg17hjk' }, { askDetails: false })?.registration // 'FG17HJK'
 */
export function partExchangeRequest(
  values: PartExchangeFormValues,
  { askDetails }: { askDetails: boolean },
): PartExchangeRequest | null {
  const { condition, fuel_type } = values;
  if (!isCondition(condition) || (askDetails && !isFuel(fuel_type))) return null;
  return {
    registration: values.registration.replace(/\s+/g, ' ').trim().toUpperCase(),
    mileage: Number(values.mileage.replace(/[,\s]/g, '')),
    condition,
    outstanding_finance: Number(values.outstanding_finance.replace(/[£,\s]/g, '') || 0),
    ...(askDetails &&
      isFuel(fuel_type) && {
        vehicle: {
          make: values.make.trim(),
          model: values.model.trim(),
          year: Number(values.year.trim()),
          fuel_type,
        },
      }),
  };
}
