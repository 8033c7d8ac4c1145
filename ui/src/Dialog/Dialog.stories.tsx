import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { event, hidden, radio, select, text, toggle } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" className="sr-btn" onClick={() => setOpen(true)}>
        Open {props.view}
      </button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * The modal dialog every information pop-up uses (MOT history, share, price label …): it takes
 * focus, Escape or the close button shut it and focus goes back to what opened it.
 */
const meta = {
  title: 'Shared/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  render: (args) => <WithOpener {...args} />,
  args: {
    view: 'mot-vehicle',
    open: false,
    title: 'Vehicle MOT History',
    onClose: fn(),
    children: <p>The last MOT test was passed on 10 March 2025.</p>,
  },
  argTypes: {
    view: select(
      [
        'share-vehicle',
        'mot-vehicle',
        'service-history',
        'previous-keepers',
        'review',
        'optional-extras',
        '0-finance',
        'nearly-ready',
        'price-label',
        'ulez',
        'deposit-contribution',
        'vehicle-tax-info',
      ],
      'Which information the dialog holds.',
    ),
    open: toggle('The dialog is open.'),
    title: text('The dialog title.'),
    hideTitle: toggle('The title is for screen readers only.'),
    size: radio(['default', 'fullscreen'], 'A centred box, or the whole screen (the gallery).'),
    onClose: event,
    children: hidden,
    headerExtra: hidden,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens it. */
export const Closed = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open mot-vehicle' })).toBeVisible();
  },
} satisfies Story;

/** The shopper opens the dialog and closes it: focus goes back to the opener. */
export const OpenAndClose = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open mot-vehicle' });
    await step('the shopper opens the modal', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'Vehicle MOT History' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-view', 'mot-vehicle');
      await expect(
        within(dialog).getByText('The last MOT test was passed on 10 March 2025.'),
      ).toBeVisible();
      await expect(document.body.style.overflow).toBe('hidden');
    });
    await step('Escape closes it and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledOnce();
      await expect(args.onClose).toHaveBeenCalledWith();
      await expect(opener).toHaveFocus();
      await expect(document.body.style.overflow).toBe('');
    });
    await step('the Close button closes it too', async () => {
      await userEvent.click(opener);
      await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await expect(args.onClose).toHaveBeenLastCalledWith();
      await expect(opener).toHaveFocus();
    });
    blurFocus();
  },
} satisfies Story;

/**
 * Opened and closed with the keyboard alone (Enter, then Escape). The picture is about focus: the
 * ring is on the opener it returns to.
 */
export const KeyboardOnly = {
  parameters: { focusPictured: true },
  args: { view: 'share-vehicle', title: 'Share this vehicle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open share-vehicle' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: 'Share this vehicle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
} satisfies Story;

/** Open when the page loads (a link to the modal). */
export const InitiallyOpen = {
  args: { open: true, view: 'ulez', title: 'ULEZ compliant' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'ULEZ compliant' })).toBeVisible();
    blurFocus();
  },
} satisfies Story;
