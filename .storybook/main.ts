// Storybook: components (one export per variant) and every reachable state of every machine (ARCHITECTURE §2
// stories/). The Vite config of the app (React, Lingui macros and catalogues) is picked up by the framework.
import type { StorybookConfig } from '@storybook/react-vite';

// Storybook renders with React itself; the shop's production build swaps in Preact (vite.config.ts preactInBuild).
process.env.SHOP_FRAMEWORK = 'react';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true },
};

export default config;
