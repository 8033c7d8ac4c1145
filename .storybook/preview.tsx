import type { Preview } from '@storybook/react-vite';
import { withTenant } from './TenantDecorator.tsx';
import { tenants } from './tenants.ts';
import './preview.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The two widths the pages are designed for (decision 1012): a phone story pins `phone`.
    viewport: {
      options: {
        phone: {
          name: 'Phone (412 px)',
          styles: { width: '412px', height: '915px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1440 px)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globalTypes: {
    tenant: {
      description: 'Retailer (tenant config) the components are shown for',
      toolbar: {
        title: 'Tenant',
        icon: 'globe',
        items: Object.entries(tenants).map(([value, tenant]) => ({ value, title: tenant.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'default' },
  decorators: [withTenant],
};

export default preview;
