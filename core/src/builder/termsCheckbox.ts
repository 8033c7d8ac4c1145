/** The customer fields that unlock the terms checkbox (spec 5). */
export type TermsGateFields = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  telephone?: string | null;
};

/**
 * Whether the terms checkbox is enabled (spec 5): only when first name, last name, email and
 * telephone are all filled (not blank).
 * @example termsCheckboxEnabled({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', telephone: '' }) // false
 */
export function termsCheckboxEnabled(form: TermsGateFields): boolean {
  return [form.firstName, form.lastName, form.email, form.telephone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}
