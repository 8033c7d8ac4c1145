import { message } from '../tenant/index.ts';
import type { TenantConfig } from '../tenant/index.ts';
import type { ValidationMessage } from './validators.ts';

/**
 * Minimum applicant age for a finance application (requirement FORM-2, date of birth; requirement
 * FORM-7: UK credit agreements need an adult).
 * @example MIN_APPLICANT_AGE // 18
 */
export const MIN_APPLICANT_AGE = 18;

/** Date of birth as the customer form holds it (requirement FORM-2: date of birth parts). */
export type DateOfBirthParts = {
  day: string | number | null | undefined;
  month: string | number | null | undefined;
  year: string | number | null | undefined;
};

const part = (value: string | number | null | undefined): number | null => {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * Date of birth parts (requirements FORM-2, FORM-7): a real calendar date, in the past, and the
 * applicant at least {@link MIN_APPLICANT_AGE} on `now`.
 * @example validateDateOfBirth({ day: 31, month: 2, year: 1990 }, new Date('2025-01-01')) // 'Please enter a real date'
 * @example validateDateOfBirth({ day: '1', month: '1', year: '2007' }, new Date('2025-01-01')) // null
 */
export function validateDateOfBirth(
  parts: DateOfBirthParts,
  now: Date,
  tenant?: Pick<TenantConfig, 'messages'>,
): ValidationMessage {
  const [day, month, year] = [part(parts.day), part(parts.month), part(parts.year)];
  if (day === null || month === null || year === null) {
    return parts.day || parts.month || parts.year
      ? message('invalidDate', {}, tenant)
      : message('requiredField', {}, tenant);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real || date.getTime() > now.getTime()) return message('invalidDate', {}, tenant);
  const adult = Date.UTC(year + MIN_APPLICANT_AGE, month - 1, day);
  return adult <= now.getTime() ? null : message('tooYoung', { age: MIN_APPLICANT_AGE }, tenant);
}
