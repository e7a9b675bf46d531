import type { Decorator, Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HTML_LANG, localeSchema } from '#schemas/locale';
import { IntlRoot } from '../src/i18n/IntlRoot';
import '../src/styles/global.css';
import { BlockDocs } from './BlockDocs';

// The spec's breakpoints (SPEC §9), plus a phone.
const viewports = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
  sm: { name: 'sm 600', styles: { width: '600px', height: '900px' } },
  md: { name: 'md 1024', styles: { width: '1024px', height: '768px' } },
  lg: { name: 'lg 1440', styles: { width: '1440px', height: '900px' } },
  xl: { name: 'xl 1920', styles: { width: '1920px', height: '1080px' } },
};

/** Blocks render inside react-intl in the chosen locale and inside a router (their links use it). */
const withSite: Decorator = (Story, context) => {
  const locale = localeSchema.catch('en').parse(context.globals['locale']);
  // The page's language, as <html lang> gives it on the site (French quotation marks, screen readers).
  const story = (
    <div lang={HTML_LANG[locale]} style={{ display: 'contents' }}>
      <Story />
    </div>
  );
  const router = createMemoryRouter([{ path: '*', element: <IntlRoot locale={locale}>{story}</IntlRoot> }], {
    initialEntries: [locale === 'fr' ? '/fr' : '/'],
  });
  return <RouterProvider router={router} />;
};

const preview: Preview = {
  decorators: [withSite],
  // A docs page per block: when to use it, the CMS fields that feed it, every story.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the UI strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    // Stories run as tests (npm test): any axe violation fails them.
    a11y: { test: 'error' },
    docs: { page: BlockDocs },
  },
};

export default preview;
