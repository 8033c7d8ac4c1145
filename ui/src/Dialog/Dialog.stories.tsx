import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog.tsx';

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
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open mot-vehicle' })).toBeVisible();
  },
} satisfies Story;

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
  },
} satisfies Story;

export const KeyboardOnly = {
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

export const InitiallyOpen = {
  args: { open: true, view: 'ulez', title: 'ULEZ compliant' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'ULEZ compliant' })).toBeVisible();
  },
} satisfies Story;
