import type { HTMLAttributes } from 'react';
import { SelectField, TextField, type SelectFieldProps } from './Fields.tsx';
import type { BoundField } from './useFormFields.ts';

/** One control of a form described as data: a text input, or a select when it has options. */
export interface FieldSpec<K extends string = string> {
  /** The field's key, as the form's `field` takes it. */
  key: K;
  label: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hint?: string;
  /** A select's choices; its empty first option says 'Please select'. */
  options?: SelectFieldProps['options'];
}

/**
 * Rows of fields as the forms lay them out (`sr-form__row`), from their descriptions; a row left
 * empty (every field of it absent, e.g. not asked of someone not working) is not drawn.
 */
export function FieldRows<K extends string>({
  rows,
  field,
}: {
  rows: readonly (readonly (FieldSpec<K> | null | false)[])[];
  field: (key: K) => BoundField;
}) {
  return (
    <>
      {rows.map((row) => {
        const specs = row.filter((spec): spec is FieldSpec<K> => Boolean(spec));
        if (specs.length === 0) return null;
        return (
          <div key={specs[0]?.key} className="sr-form__row">
            {specs.map(({ key, options, ...control }) =>
              options ? (
                <SelectField
                  key={key}
                  placeholder="Please select"
                  options={options}
                  {...control}
                  {...field(key)}
                />
              ) : (
                <TextField key={key} {...control} {...field(key)} />
              ),
            )}
          </div>
        );
      })}
    </>
  );
}
