// Every story renders as the shop does: inside Lingui's provider with the real catalogues (the locale is a toolbar
// global, et-EE by default) and inside a wouter router on an in-memory location, so a <Link> click navigates the
// router without touching the URL of the Storybook frame.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { action } from 'storybook/actions';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFormAttempt } from '../src/app/root/hooks/use-form-attempt';
import { FormAttemptContext } from '../src/components/auth/use-form-draft';
import type { Locale } from '../src/domain/store-views';
import { CATALOGS } from '../src/i18n/catalogs';
import { createI18n, LOCALES } from '../src/i18n/i18n';
// The app's global look (fonts, colours, focus ring), so components appear as they do in the shop.
import '../src/app/app.css';

const DEFAULT_STORY_LOCALE: Locale = 'et-EE';
const DEFAULT_STORY_PATH = '/ee/';

const LOCALE_TITLES: Record<Locale, string> = {
  'et-EE': 'Eesti (et-EE)',
  'lv-LV': 'Latviešu (lv-LV)',
  'en-US': 'English (en-US)',
};

// One activated instance per locale: switching the toolbar swaps the provider's instance instead of mutating one
// that another story (docs pages render several) may be reading.
const I18N_BY_LOCALE = Object.fromEntries(
  LOCALES.map((locale) => [locale, createI18n(locale, CATALOGS[locale])]),
) as Record<Locale, I18n>;

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

const logNavigation = action('wouter.navigate');

/** Logs where a <Link> click took the router (the Actions panel), as the frame's URL does not change. */
function NavigationLog() {
  const [location] = useLocation();
  const initial = useRef(true);
  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return;
    }
    logNavigation(location);
  }, [location]);
  return null;
}

/** A router on its own memory location, per story, starting at `parameters.router.path`. */
function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <NavigationLog />
      {children}
    </Router>
  );
}

const withI18n: Decorator = (Story, { globals }) => {
  const locale = isLocale(globals.locale) ? globals.locale : DEFAULT_STORY_LOCALE;
  return (
    <I18nProvider i18n={I18N_BY_LOCALE[locale]}>
      <Story />
    </I18nProvider>
  );
};

/** The forms' drafts run their form-draft machines as in the shop (SPEC 5 messages from the first submit on). */
const withFormAttempt: Decorator = (Story) => (
  <FormAttemptContext.Provider value={useFormAttempt}>
    <Story />
  </FormAttemptContext.Provider>
);

const withRouter: Decorator = (Story, { parameters }) => {
  const path = typeof parameters.router?.path === 'string' ? parameters.router.path : DEFAULT_STORY_PATH;
  return (
    <StoryRouter path={path}>
      <Story />
    </StoryRouter>
  );
};

const preview: Preview = {
  // The last decorator is the outermost: i18n wraps the router, which wraps the forms' drafts, which wrap the story.
  decorators: [withFormAttempt, withRouter, withI18n],
  globalTypes: {
    locale: {
      description: 'Language of the catalogues (Lingui)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_TITLES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_STORY_LOCALE },
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
