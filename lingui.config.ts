import { defineConfig } from '@lingui/conf';

// SPEC 1: et-EE for the ee store view, lv-LV for lv, en-US is the default locale.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'et-EE', 'lv-LV'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: 'po',
  compileNamespace: 'es',
});
