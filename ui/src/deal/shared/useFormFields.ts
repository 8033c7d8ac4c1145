import { useState, type ChangeEvent, type FocusEvent } from 'react';

type Values = Record<string, string>;

/** What `field(name)` gives a control: its name, value, message and handlers. */
export interface BoundField {
  name: string;
  value: string;
  error: string | null;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: (event?: FocusEvent) => void;
}
export type Errors<V extends Values> = Partial<Record<keyof V, string | null>>;

/** A pointer (mouse, finger, pen) is pressed somewhere on the page: watched once, from the first form. */
let pointerPressed = false;
let watchingPointer = false;
function watchPointer(): void {
  if (watchingPointer || typeof document === 'undefined') return;
  watchingPointer = true;
  const released = () => {
    pointerPressed = false;
  };
  document.addEventListener('pointerdown', () => (pointerPressed = true), true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/**
 * Focus leaving a field for its own form's Send button under a pressed pointer: the press on Send
 * is under way, and a message shown now would move the button from under the pointer before its
 * release, so the click would land on the form and nothing would be sent. Send's own check shows
 * every message. Tabbing to Send shows the field's message as leaving any field does.
 */
function leavingForSend(event: FocusEvent | undefined): boolean {
  const next = event?.relatedTarget;
  const field = event?.currentTarget as { form?: HTMLFormElement | null } | undefined;
  return (
    pointerPressed &&
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    !!field?.form &&
    next.form === field.form
  );
}

/**
 * Form values with validation as the shopper types: a field's message shows once it has been
 * left (blur) and then follows every change; `touchAll` shows every message (on submit).
 */
export function useFormFields<V extends Values>(
  initial: V,
  validate: (values: V) => Errors<V>,
  onValuesChange?: (values: V) => void,
) {
  watchPointer();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const problems = validate(values);
  const errorOf = (name: keyof V): string | null =>
    touched[name] ? (problems[name] ?? null) : null;

  const replaceValues = (next: V) => {
    setValues(next);
    onValuesChange?.(next);
  };

  const setValue = (name: keyof V, value: string) => replaceValues({ ...values, [name]: value });

  const field = (name: keyof V & string): BoundField => ({
    name,
    value: values[name] ?? '',
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    onBlur: (event?: FocusEvent) => {
      if (!leavingForSend(event)) setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  /** Shows every message; returns the names of the invalid fields, in form order. */
  const touchAll = (): (keyof V & string)[] => {
    const names = Object.keys(problems) as (keyof V & string)[];
    setTouched(
      Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<keyof V, boolean>>,
    );
    return names.filter((name) => problems[name]);
  };

  return { values, setValue, replaceValues, field, errorOf, touchAll, problems };
}

/** A form's fields as useFormFields gives them. */
export type FormFields<V extends Values> = ReturnType<typeof useFormFields<V>>;

/** Focuses the named control of a form (the first invalid field after a submit). */
export function focusField(form: HTMLFormElement | null, name: string | undefined) {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
  else if (control instanceof RadioNodeList && control[0] instanceof HTMLElement)
    control[0].focus();
}

/** Focuses the first control, in document order, whose name is listed (the first invalid field). */
export function focusFirst(form: HTMLFormElement | null, names: readonly string[]) {
  if (!form) return;
  const control = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  );
  control?.focus();
}

/**
 * A form's submit handler body: nothing while `busy`; with invalid fields every message shows and
 * the first invalid field takes focus; otherwise `onValid` runs.
 */
export function submitWhenValid(
  event: { preventDefault(): void },
  form: { touchAll(): string[] },
  element: HTMLFormElement | null,
  busy: boolean,
  onValid: () => void,
): void {
  event.preventDefault();
  if (busy) return;
  const invalid = form.touchAll();
  if (invalid.length > 0) focusFirst(element, invalid);
  else onValid();
}
