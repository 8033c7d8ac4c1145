import {
  useId,
  type AriaAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import '../../shared/base.css';
import './fields.css';

interface FieldShell {
  label: string;
  /** The validation message shown under the control (announced politely); null when valid. */
  error?: string | null;
  hint?: ReactNode;
  className?: string;
}

/** What the frame gives its control: its id, and its links to the frame's hint and message. */
interface ControlLinks {
  id: string;
  'aria-invalid': AriaAttributes['aria-invalid'];
  'aria-describedby': string | undefined;
}

/**
 * The frame every field has: the label, the control, the hint and the validation message, with
 * the control's id and its aria-describedby and aria-invalid linking them. A valid control
 * without a hint keeps the links it was given.
 */
function FieldFrame({
  label,
  error,
  hint,
  className,
  id,
  own,
  children,
}: FieldShell & {
  id?: string;
  /** The links the control was given, kept while the frame has none of its own to make. */
  own: AriaAttributes;
  children: (links: ControlLinks) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={`sr-field${error ? ' sr-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="sr-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : own['aria-invalid'],
        'aria-describedby': describedBy || own['aria-describedby'],
      })}
      {hint ? (
        <p id={hintId} className="sr-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="sr-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

export type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled input with its hint and validation message linked by aria-describedby. */
export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id} own={input}>
      {(links) => (
        <input
          {...input}
          id={links.id}
          className="sr-field__control"
          aria-invalid={links['aria-invalid']}
          aria-describedby={links['aria-describedby']}
        />
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    /** The choices, in order. */
    options: readonly (string | { value: string; label: string })[];
    /** Text of an empty first option ('Please select'); omit for none. */
    placeholder?: string;
  };

/** A labelled select with its validation message linked by aria-describedby. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} id={id} own={select}>
      {(links) => (
        <select
          {...select}
          id={links.id}
          className="sr-field__control sr-field__control--select"
          aria-invalid={links['aria-invalid']}
          aria-describedby={links['aria-describedby']}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

/** The list of server errors shown at the top of a form; focus is moved here by the form. */
export function ErrorSummary({
  heading,
  messages,
  ref,
}: {
  heading: string;
  messages: readonly string[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (messages.length === 0) return null;
  return (
    <div ref={ref} className="sr-error-summary" role="alert" tabIndex={-1}>
      <h3 className="sr-error-summary__heading">{heading}</h3>
      <ul className="sr-error-summary__list">
        {messages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

export type TextAreaFieldProps = FieldShell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A labelled textarea with its validation message linked by aria-describedby. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      id={id}
      own={textarea}
    >
      {(links) => (
        <textarea
          {...textarea}
          id={links.id}
          className="sr-field__control"
          aria-invalid={links['aria-invalid']}
          aria-describedby={links['aria-describedby']}
        />
      )}
    </FieldFrame>
  );
}
