import type { StorybookConfig } from '@storybook/react-vite';
import { SOURCE_CONDITION } from '../scripts/sourceCondition.ts';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../ui/src/**/*.stories.@(ts|tsx)',
    // The finance widget, a custom element on core and api-client (decision 1013).
    '../widget/stories/*.stories.@(ts|tsx)',
    './*.mdx',
    './foundations/*.mdx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // ui's stories import core from source, as every tool of the repository does (decision 0901).
  viteFinal: (config) => ({
    ...config,
    resolve: { ...config.resolve, conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  }),
};

export default config;
