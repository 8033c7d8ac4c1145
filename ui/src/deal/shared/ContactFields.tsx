import { useId } from 'react';
import { TITLES } from '@showroom/core';
import { SelectField, TextField } from './Fields.tsx';
import type { BoundField } from './useFormFields.ts';

/**
 * The title select as the lead forms use it: required ('Please select') where the order needs it,
 * optional ('None') on an enquiry.
 */
export function TitleField({
  optional = false,
  className,
  field,
}: {
  optional?: boolean;
  className?: string;
  field: BoundField;
}) {
  return (
    <SelectField
      label={optional ? 'Title (optional)' : 'Title'}
      placeholder={optional ? 'None' : 'Please select'}
      options={TITLES}
      autoComplete="honorific-prefix"
      className={className}
      {...field}
    />
  );
}

/** One row: the title (when given) then first and last name, with the browser's autofill names. */
export function NameFields({
  title,
  firstName,
  lastName,
}: {
  title?: { field: BoundField; optional?: boolean };
  firstName: BoundField;
  lastName: BoundField;
}) {
  return (
    <div className="sr-form__row">
      {title ? <TitleField {...title} /> : null}
      <TextField label="First name" autoComplete="given-name" {...firstName} />
      <TextField label="Last name" autoComplete="family-name" {...lastName} />
    </div>
  );
}

/** One row: email and telephone. */
export function EmailTelephoneFields({
  email,
  telephone,
}: {
  email: BoundField;
  telephone: BoundField;
}) {
  return (
    <div className="sr-form__row">
      <TextField label="Email" type="email" autoComplete="email" {...email} />
      <TextField label="Telephone" type="tel" autoComplete="tel" {...telephone} />
    </div>
  );
}

/** The postcode on a row of its own, typed in capitals. */
export function PostcodeField({ className, field }: { className?: string; field: BoundField }) {
  return (
    <div className="sr-form__row">
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        className={className}
        {...field}
      />
    </div>
  );
}

/** The label of a lead form's terms checkbox. */
export const LEAD_TERMS_LABEL = 'I accept the terms and conditions and the privacy policy';

/**
 * The retailer's terms and conditions and privacy policy (order config `terms_url`,
 * `privacy_url`); null or absent: the checkbox names them without a link.
 */
export type PolicyLinks = { readonly terms?: string | null; readonly privacy?: string | null };

const POLICY_WORDS = /(terms and conditions(?: of sale)?|privacy policy)/;

/**
 * A terms checkbox's label with its "terms and conditions" and "privacy policy" as links to the
 * retailer's pages when it gives them. They open in a new tab, so the form keeps what was typed;
 * a link inside the label opens the page without ticking the box.
 */
export function PolicyLabel({ label, links }: { label: string; links?: PolicyLinks }) {
  return (
    <span>
      {label.split(POLICY_WORDS).map((part, i) => {
        const href = !POLICY_WORDS.test(part)
          ? null
          : part.startsWith('privacy')
            ? links?.privacy
            : links?.terms;
        return href ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          part
        );
      })}
    </span>
  );
}

/**
 * A lead form's terms checkbox, bound like its other fields (its value '1' when ticked, '' when
 * not; `onCheck` sets it); its message (core's leadContactErrors) is linked by aria-describedby.
 */
export function TermsField({
  field,
  onCheck,
  label = LEAD_TERMS_LABEL,
  links,
}: {
  field: BoundField;
  onCheck: (checked: boolean) => void;
  label?: string;
  /** The retailer's terms and privacy pages the label links to. */
  links?: PolicyLinks;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`sr-field${field.error ? ' sr-field--invalid' : ''}`}>
      <label className="sr-check">
        <input
          type="checkbox"
          name={field.name}
          value="1"
          checked={field.value === '1'}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          onChange={(event) => onCheck(event.target.checked)}
          onBlur={field.onBlur}
        />
        <PolicyLabel label={label} links={links} />
      </label>
      <p id={errorId} className="sr-field__error" aria-live="polite">
        {field.error ?? ''}
      </p>
    </div>
  );
}

/** The names a form gives its contact fields (the application's are `customer_*`). */
export type ContactFieldNames<N extends string> = Record<
  'firstName' | 'lastName' | 'email' | 'telephone',
  N
>;

type LeadName = 'firstName' | 'lastName' | 'email' | 'telephone';
const LEAD_NAMES: ContactFieldNames<LeadName> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  telephone: 'telephone',
};

/**
 * The contact fields every lead form asks for, as the form binds them: names then email and
 * telephone, each on its row. `title` puts an optional title at the front of the names row.
 */
export function ContactFields<N extends string = LeadName>({
  field,
  names = LEAD_NAMES as ContactFieldNames<N>,
  title,
}: {
  field: (name: N) => BoundField;
  names?: ContactFieldNames<N>;
  title?: { field: BoundField; optional?: boolean };
}) {
  return (
    <>
      <NameFields
        title={title}
        firstName={field(names.firstName)}
        lastName={field(names.lastName)}
      />
      <EmailTelephoneFields email={field(names.email)} telephone={field(names.telephone)} />
    </>
  );
}
