import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONSENT_COOKIE } from '#schemas/consent';
import { localeSchema } from '#schemas/locale';
import { chromeFor } from '../../../.storybook/fixtures/chrome';
import { startConsent } from '../../browser/consent';
import { ConsentBanner } from './ConsentBanner';

/** The banner in the toolbar's language, run by the site's own script (src/browser/consent.ts) as a page does. */
function Live({ locale }: { locale: 'en' | 'fr' }) {
  useEffect(() => startConsent(), []);
  return <ConsentBanner consent={chromeFor(locale).consent} />;
}

const render = (_args: object, context: StoryContext) => <Live locale={localeSchema.catch('en').parse(context.globals['locale'])} />;

/** A first visit: no choice stored. */
function firstVisit(): void {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

/** A browser that sends Global Privacy Control, for the story's duration. */
function withGpc(): () => void {
  firstVisit();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  };
}

const meta = {
  title: 'Chrome/Consent banner',
  parameters: {
    frame: 'page',
    docs: {
      description: {
        component:
          'The cookie choice (Law 25: opt-in, purpose by purpose), in the words marketers set in the site settings. ' +
          'Accept and refuse weigh the same; *Choose* opens the two purposes. Under Global Privacy Control advertising stays off and the banner says why. ' +
          'Fixed at the bottom of the window; it moves to the top when it would cover the page’s main call to action.',
      },
    },
  },
  beforeEach: firstVisit,
  render,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your privacy, your choice' })).toBeVisible();
  },
};
export const FirstVisitFr: Story = { globals: { locale: 'fr' } };
export const FirstVisitPhone: Story = { globals: phone };
export const FirstVisitPhoneFr: Story = { globals: { ...phone, locale: 'fr' } };

/** *Choose* opens the purposes, off until the visitor turns one on. */
export const ChoicesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    const measurement = canvas.getByRole('switch', { name: 'Measurement' });
    await expect(measurement).not.toBeChecked();
    await expect(measurement).toHaveFocus();
    await userEvent.click(measurement);
    await expect(measurement).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save my choices' })).toBeVisible();
  },
};
export const ChoicesOpenFr: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir' }));
    await expect(canvas.getByRole('switch', { name: 'Publicité' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Enregistrer mes choix' })).toBeVisible();
  },
};

/** Under Global Privacy Control: advertising cannot be turned on, and the banner says why. */
export const GlobalPrivacyControl: Story = {
  beforeEach: withGpc,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(canvas.getByRole('switch', { name: 'Advertising' })).toBeDisabled();
    await expect(canvas.getByText('Your browser sends Global Privacy Control: advertising stays off.')).toBeVisible();
  },
};
export const GlobalPrivacyControlFr: Story = {
  beforeEach: withGpc,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choisir' }));
    await expect(within(canvasElement).getByText(/Global Privacy Control : la publicité reste désactivée/)).toBeVisible();
  },
};

/** Refusing all closes the banner and stores the choice: nothing is measured. */
export const RefuseAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Your privacy, your choice' });
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse all' }));
    await waitFor(() => expect(banner).not.toBeVisible());
    await expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
  },
};
