import {
  useId,
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

function describedBy(hintId: string | null, errorId: string | null) {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | null;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="sr-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="sr-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}

export type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled input with its hint and validation message linked by aria-describedby. */
export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div
      className={`sr-field${error ? ' sr-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="sr-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="sr-field__control"
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={
          describedBy(hint ? hintId : null, error ? errorId : null) ?? input['aria-describedby']
        }
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
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
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div
      className={`sr-field${error ? ' sr-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="sr-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        id={selectId}
        className="sr-field__control sr-field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
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
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
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
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div
      className={`sr-field${error ? ' sr-field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="sr-field__label" htmlFor={controlId}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={controlId}
        className="sr-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
