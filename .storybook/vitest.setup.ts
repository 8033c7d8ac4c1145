import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as pictureChecks from './pictureChecks.ts';
import * as projectAnnotations from './preview.tsx';

// After each story's play function: its picture is a state the product can reach (decision 1011).
setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  { afterEach: pictureChecks.afterEach },
]);
