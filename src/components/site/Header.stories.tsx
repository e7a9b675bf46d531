import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { localeSchema } from '#schemas/locale';
import { chromeFor, homeLanguages, untranslatedLanguages } from '../../../.storybook/fixtures/chrome';
import { Header } from './Header';

/**
 * What the site's script does for the header (src/browser/main.ts): its height, the banner's
 * included, is where the phone menu and the language list open.
 */
function WithHeight({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (header) header.style.setProperty('--header-height', `${Math.round(header.getBoundingClientRect().height)}px`);
  });
  return children;
}

/** The header as a page in the toolbar's language shows it: that language's settings and links. */
function render(args: { layout: 'default' | 'vhersheader'; untranslated?: boolean }, context: StoryContext) {
  const locale = localeSchema.catch('en').parse(context.globals['locale']);
  return (
    <WithHeight>
      <Header
        locale={locale}
        chrome={chromeFor(locale)}
        layout={args.layout}
        pathname={locale === 'fr' ? '/fr' : '/'}
        languageTargets={args.untranslated ? untranslatedLanguages : homeLanguages}
      />
    </WithHeight>
  );
}

const meta = {
  title: 'Chrome/Header',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'Every page’s header: the promotion banner (site settings), the logo, the main links, the language switch and Log in. ' +
          'Below 1,000 px the links move into a menu that opens over the page. Landers (layout `vhersheader`) keep only the logo, the language and Log in. ' +
          'Server-rendered HTML: the menu and the language list are popovers that work without JavaScript.',
      },
    },
  },
  args: { layout: 'default' },
  render,
} satisfies Meta<{ layout: 'default' | 'vhersheader'; untranslated?: boolean }>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Desktop: Story = {};
export const DesktopFr: Story = { globals: { locale: 'fr' } };
/** The lean header of ad landers: no main links, so visitors stay on the offer. */
export const Lander: Story = { args: { layout: 'vhersheader' } };
export const Phone: Story = { globals: phone };
export const PhoneFr: Story = { globals: { ...phone, locale: 'fr' } };

/**
 * The menu on a phone, open: a dialog over the page. (Escape, focus and the scroll lock are the
 * browser's own popover behaviour, tested on the built site in tests/e2e/chrome.test.ts.)
 */
export const PhoneMenuOpen: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    const menu = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Close the menu' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Homeowners' })).toBeVisible();
  },
};
export const PhoneMenuOpenFr: Story = {
  globals: { ...phone, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = canvas.getByRole('dialog', { name: 'Menu principal' });
    await expect(within(menu).getByRole('link', { name: 'Propriétaires' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
  },
};

/** The language list, open from the keyboard. */
export const LanguagesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Choose a language/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Français' })).toBeVisible();
  },
};
/** From a page with no French translation: French leads to the French home page, and says so. */
export const LanguagesUntranslated: Story = {
  args: { untranslated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose a language/ }));
    await expect(canvas.getByRole('link', { name: /Français/ })).toHaveTextContent(/not translated/i);
  },
};
