import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel.tsx';
import { VehicleCard } from '../VehicleCard/index.ts';
import { similarVehicles } from '../fixtures/vehicle.ts';

const meta = {
  title: 'Carousels/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    heading: 'Recently viewed',
    slides: similarVehicles.map((vehicle) => ({
      key: vehicle.slug ?? '',
      content: <VehicleCard vehicle={vehicle} />,
    })),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePerPage = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Next: Recently viewed' })).toBeEnabled(),
    );
    const slides = [...canvasElement.querySelectorAll('.sr-carousel__slide')];
    const visible = slides.filter((slide) => !slide.hasAttribute('inert'));
    const expected = window.innerWidth <= 767 ? 1 : window.innerWidth <= 1339 ? 2 : 3;
    await expect(visible).toHaveLength(expected);
  },
} satisfies Story;

export const TwoSlides = {
  args: { slides: meta.args.slides.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
} satisfies Story;
