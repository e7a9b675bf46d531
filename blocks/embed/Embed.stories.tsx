import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Embed } from './Embed';
import { embedFixtures, embedLongFrench } from './fixtures';

const meta = {
  title: 'Blocks/Interactive widget',
  component: Embed,
  parameters: {
    docs: {
      description: {
        component:
          'A slot for an interactive widget under a heading: the upgrade game, and the site’s forms (demo request with or without booking, newsletter, Stride waitlist, report entry). ' +
          'The widget renders on the server and comes alive when its own code arrives; only pages that hold it load that code.',
      },
    },
  },
} satisfies Meta<typeof Embed>;
export default meta;

type Story = StoryObj<typeof meta>;

export const UpgradeGame: Story = { args: embedFixtures.en.upgradeGame };
export const UpgradeGameFr: Story = { args: embedFixtures.fr.upgradeGame, globals: { locale: 'fr' } };
/** A pick that is not the most urgent: the hint, in its warning colours. */
export const UpgradeGameHint: Story = {
  args: embedFixtures.en.upgradeGame,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Solar Panels' }));
    const hint = await canvas.findByText(/is there anything more urgent\?/);
    // Checked (a11y, screenshot) once it has eased in.
    await waitFor(() => expect(getComputedStyle(hint.parentElement!).opacity).toBe('1'));
  },
};
export const DemoBooking: Story = { args: embedFixtures.en.demoBooking };
export const DemoBookingFr: Story = { args: embedFixtures.fr.demoBooking, globals: { locale: 'fr' } };
/** Submitted empty: every message at once, each announced and tied to its field. */
export const DemoBookingErrors: Story = {
  args: embedFixtures.en.demoBooking,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a time' }));
    // The first send loads the form's validation (its own chunk, compiled on demand by Storybook's
    // dev server): under a loaded machine that took more than findByText's default second.
    await canvas.findByText('Please enter your name', {}, { timeout: 10_000 });
    await canvas.findByText('To proceed, please agree to be contacted.');
  },
};
export const DemoBookingErrorsFr: Story = {
  args: embedFixtures.fr.demoBooking,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choisir une plage horaire' }));
    await canvas.findByText('Veuillez entrer votre nom');
  },
};
export const DemoRequest: Story = { args: embedFixtures.en.demoRequest };
export const DemoRequestFr: Story = { args: embedFixtures.fr.demoRequest, globals: { locale: 'fr' } };
export const Newsletter: Story = { args: embedFixtures.en.newsletter };
export const NewsletterFr: Story = { args: embedFixtures.fr.newsletter, globals: { locale: 'fr' } };
/** Submitted with a bad address and no consent: both messages. */
export const NewsletterErrors: Story = {
  args: embedFixtures.en.newsletter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'reader@');
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe' }));
    await canvas.findByText('Must be a valid email');
    await canvas.findByText('To subscribe, please agree to receive our newsletter.');
  },
};
export const Waitlist: Story = { args: embedFixtures.en.waitlist };
export const WaitlistFr: Story = { args: embedFixtures.fr.waitlist, globals: { locale: 'fr' } };
export const Report: Story = { args: embedFixtures.en.report };
export const ReportFr: Story = { args: embedFixtures.fr.report, globals: { locale: 'fr' } };
/** Coordinates out of range: SPEC §5's messages, naming what was typed. */
export const ReportCoordinatesFr: Story = {
  args: embedFixtures.fr.report,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Latitude/), '123');
    await userEvent.type(await canvas.findByLabelText(/Longitude/), '-200');
    await userEvent.click(await canvas.findByRole('button', { name: 'Obtenir mon rapport' }));
    await canvas.findByText(/^La latitude doit être un nombre entre -90 et 90, mais était\s:\s123$/);
    await canvas.findByText(/^La longitude doit être un nombre entre -180 et 180, mais était\s:\s-200$/);
  },
};
/** French copy about 30 % longer than usual: nothing may overflow or clip. */
export const LongFrench: Story = { args: embedLongFrench, globals: { locale: 'fr' } };
