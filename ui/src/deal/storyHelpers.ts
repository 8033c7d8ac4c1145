import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SendStatus } from './shared/types.ts';

/** For the deal builder's stories: the shopper the lead forms are filled in for, and a refused send. */

type Canvas = ReturnType<typeof within>;

/** The terms checkbox of a lead form. */
export const termsBox = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: /terms and conditions/ });

/**
 * Types the shopper's name, email, telephone and postcode into a lead form's contact fields and
 * ticks its terms checkbox.
 */
export async function typeContact(canvas: Canvas, telephone: string): Promise<void> {
  await userEvent.type(canvas.getByLabelText('First name'), 'Ann');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lee');
  await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
  await userEvent.type(canvas.getByLabelText('Telephone'), telephone);
  await userEvent.type(canvas.getByLabelText('Postcode'), 'NN1 2AJ');
  await userEvent.click(termsBox(canvas));
}

/** The contact fields as `typeContact` fills them, as a lead form sends them. */
export const contactSent = (telephone: string) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  telephone,
  postcode: 'NN1 2AJ',
  termsAccepted: true,
});

/**
 * A send the API refuses, as the deal builder reports it: sending, then a failure with the
 * server's `reasons`. Spread into a lead form's props.
 */
export function useRefusedSend<T>(onSubmit: (value: T) => void, reasons: readonly string[]) {
  const [status, setStatus] = useState<SendStatus>('idle');
  return {
    status,
    errors: status === 'failure' ? reasons : [],
    onSubmit: (value: T) => {
      onSubmit(value);
      setStatus('sending');
      setTimeout(() => setStatus('failure'), 50);
    },
  };
}

/** The refusal is said right before the `button` (in the form's actions) and takes focus. */
export async function expectRefusedBeside(
  canvas: Canvas,
  reason: string,
  button: string,
): Promise<void> {
  const alert = await canvas.findByRole('alert');
  await expect(alert.textContent).toBe(`Sorry, there was a problem${reason}`);
  await waitFor(() => expect(alert).toHaveFocus());
  await expect(alert.nextElementSibling).toBe(canvas.getByRole('button', { name: button }));
}
