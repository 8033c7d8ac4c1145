/** The customer fields that unlock the terms checkbox (requirement FORM-1). */
export type TermsGateFields = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  telephone?: string | null;
};

/**
 * Whether the terms checkbox is enabled (requirement FORM-1): only when first name, last name,
 * email and telephone are all filled (not blank).
 * @example termsCheckboxEnabled({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', telephone: '' }) // false
 */
export function termsCheckboxEnabled(form: TermsGateFields): boolean {
  return [form.firstName, form.lastName, form.email, form.telephone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}
