/**
 * Controls a designer can use in Storybook (decision 1010): the argTypes the stories share. Enums
 * and states are selects or radios (never a free-text state name), money is a number of pounds,
 * flags are toggles, and functions and complex data (quotes, vehicles, tenants) have no control:
 * their table row documents them, and a story's args or a Playground's own controls set them.
 */
import type { InputType } from 'storybook/internal/types';

/** A prop a designer does not edit by hand (a callback, nested data): documented, no control. */
export const hidden: InputType = { control: false };

/** A callback the component calls: shown in the Actions panel, no control. */
export const event: InputType = { control: false, table: { category: 'Events' } };

/** A yes / no flag. */
export const toggle = (description: string): InputType => ({
  control: 'boolean',
  description,
});

/** One of a few values, as radio buttons. */
export const radio = <T extends string | number>(
  options: readonly T[],
  description: string,
): InputType => ({ control: 'inline-radio', options: [...options], description });

/** One of several values, as a drop-down. */
export const select = <T extends string | number>(
  options: readonly T[],
  description: string,
): InputType => ({ control: 'select', options: [...options], description });

/** An amount of money in pounds, as a number (shown to shoppers as £1,234 or £1,234.56). */
export const money = (description: string, step = 1): InputType => ({
  control: { type: 'number', min: 0, step },
  description: `${description} In pounds (£).`,
  table: { type: { summary: '£ (pounds)' } },
});

/** A count or a percentage, as a number. */
export const number = (description: string, min = 0, max?: number, step = 1): InputType => ({
  control: { type: 'number', min, max, step },
  description,
});

/** A short text a designer may rewrite (a notice, a message). */
export const text = (description: string): InputType => ({ control: 'text', description });

/** The quote states every finance component shows: the controls the finance stories share. */
export const financeArgTypes: Record<string, InputType> = {
  loading: toggle('A quote is on its way: a skeleton, or the last figure marked as previous.'),
  error: toggle('The quote failed: the failure notice with "Try again".'),
  stale: toggle('The figure is for the previous choices (marked, not announced).'),
  settings: hidden,
  initialSettings: hidden,
  onChange: event,
  onRetry: event,
};

/** An amount of money in pence, as core holds it (22140 is shown as £221.40). */
export const pence = (description: string): InputType => ({
  control: { type: 'number', min: 0, step: 1 },
  description: `${description} In pence (22140 is £221.40).`,
  table: { type: { summary: 'pence' } },
});
