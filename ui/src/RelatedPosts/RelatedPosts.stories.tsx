import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RelatedPosts } from './RelatedPosts.tsx';
import { hidden, text } from '../storyControls.ts';
import { blurFocus } from '../shared/storyFocus.ts';

/** Articles from the retailer's blog about this model, each opening in full. */
const meta = {
  title: 'Vehicle details/RelatedPosts',
  component: RelatedPosts,
  tags: ['autodocs'],
  args: {
    posts: [
      {
        id: 2,
        title: 'Electric cars with a range you can live with',
        excerpt: 'Electric cars with a range you can live with: hand-picked from our stock.',
        contentHtml:
          '<h2>Electric cars</h2><p>Our team picks the best of the stock every week.</p>',
      },
    ],
  },
  argTypes: {
    posts: hidden,
    heading: text('The section heading.'),
  },
} satisfies Meta<typeof RelatedPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two related articles with their excerpts. */
export const Articles = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Related articles' });
    await expect(
      within(section).getByRole('heading', {
        name: 'Electric cars with a range you can live with',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Our team picks the best of the stock every week.'),
    ).not.toBeVisible();
    await userEvent.click(
      canvas.getByText('Read the article', { exact: false, selector: 'summary' }),
    );
    await expect(
      canvas.getByText('Our team picks the best of the stock every week.'),
    ).toBeVisible();
    blurFocus();
  },
} satisfies Story;

/** No related articles: the section is left out. */
export const NoArticles = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
} satisfies Story;
