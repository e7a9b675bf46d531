import type { Decorator, Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HTML_LANG, localeSchema } from '#schemas/locale';
import { IntlRoot } from '../src/i18n/IntlRoot';
import '../src/styles/global.css';
import { BlockDocs } from './BlockDocs';

// The widths designers review at (a phone, a tablet, a laptop), then the spec's breakpoints (SPEC §9).
const viewports = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  // For reference pages taller than a window (the foundations): the visual test takes them whole.
  desktopTall: { name: 'Desktop 1280, tall', styles: { width: '1280px', height: '1800px' }, type: 'desktop' },
  phoneTall: { name: 'Phone 390, tall', styles: { width: '390px', height: '1800px' }, type: 'mobile' },
  sm: { name: 'sm 600', styles: { width: '600px', height: '900px' }, type: 'mobile' },
  md: { name: 'md 1024', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  lg: { name: 'lg 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  xl: { name: 'xl 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
};

/**
 * Stories of what surrounds blocks (the chrome, foundations) are seen in a frame the height of the
 * viewport: a fixed banner or an open menu shows where it does on the site, and the visual test
 * (vitest.setup.ts) takes the frame.
 */
const withFrame: Decorator = (Story, context) =>
  context.parameters['frame'] === 'page' ? (
    // parameters.visual = false: a whole page, taller than any window and with motion, is checked for
    // accessibility but has no screenshot baseline (tests/e2e/pages-styled.test.ts covers pages).
    <div data-story-frame={context.parameters['visual'] === false ? 'no-screenshot' : ''} style={{ minHeight: '100vh', background: 'var(--color-page)' }}>
      <Story />
    </div>
  ) : (
    <Story />
  );

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
  decorators: [withFrame, withSite],
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
    // The sidebar in a designer's order: the tokens, what surrounds blocks, whole pages, then the rest.
    options: { storySort: { order: ['Foundations', ['Overview', 'Tokens'], 'Chrome', 'Pages', 'Blocks', 'Form kit', 'Account', 'Lead pages', 'E-mails'] } },
    viewport: { options: viewports },
    // Stories run as tests (npm test): any axe violation fails them.
    a11y: { test: 'error' },
    docs: { page: BlockDocs },
  },
};

export default preview;
