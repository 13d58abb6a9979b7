// Every story renders inside Lingui's provider, as the app does.
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
// The app's global look (fonts, colours, focus ring), so components appear as they do in the shop.
import '../src/app/app.css';

/** en-US with no catalogue yet: to be replaced by the app's real locale loader (src/i18n). */
function createStoryI18n(): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  return i18n;
}

const i18n = createStoryI18n();

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
