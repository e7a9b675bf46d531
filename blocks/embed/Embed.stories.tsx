import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeSiteApi, freeDay, json, noFreeDay } from '../../.storybook/fixtures/network';
import { Embed } from './Embed';
import { embedFixtures, embedLongFrench } from './fixtures';
import { blockDocs } from '../story-docs';

const meta = {
  title: 'Blocks/Interactive widget',
  component: Embed,
  ...blockDocs(
    'A slot for an interactive widget under a heading: the upgrade game, and the site’s forms (demo request with or without booking, newsletter, Stride waitlist, report entry). ' +
      'The widget renders on the server and comes alive when its own code arrives; only pages that hold it load that code.',
  ),
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
/** The game's message eases in: checked (a11y, screenshot) once it is fully shown. */
async function settled(message: HTMLElement) {
  const box = message.closest('[style*="opacity"]') ?? message.parentElement!;
  await waitFor(() => expect(getComputedStyle(box).opacity).toBe('1'));
}

/** By keyboard: Tab to each upgrade and press Enter, in the right order, to the end. */
export const UpgradeGameKeyboardFr: Story = {
  args: embedFixtures.fr.upgradeGame,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Réparer la toiture', 'Remplacer les fenêtres', 'Moderniser le chauffage et la climatisation', 'Installer des panneaux solaires']) {
      const button = await canvas.findByRole('button', { name: new RegExp(name) }, { timeout: 10_000 });
      button.focus();
      await userEvent.keyboard('{Enter}');
    }
    const done = await canvas.findByText('Bon travail!');
    await expect(canvas.getByRole('button', { name: 'Rejouer' })).toBeVisible();
    await settled(done);
  },
};
/** By pointer: the right first pick is praised, and the next one asked for. */
export const UpgradeGameGoodPick: Story = {
  args: embedFixtures.en.upgradeGame,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fix Roof' }, { timeout: 10_000 }));
    await canvas.findByText('What should come next?');
    await settled(await canvas.findByText(/Nailed it!|Solid choice!/));
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
/** Fills the first step in the toolbar's language, then asks for times. */
async function fillDetails(canvasElement: HTMLElement, fr: boolean) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fr ? /^Nom/ : /^Name/), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText(fr ? /^Entreprise/ : /^Company/), 'Lovelace Heating');
  await userEvent.type(canvas.getByLabelText(fr ? /^Courriel/ : /^Email/), 'ada@example.com');
  await userEvent.selectOptions(canvas.getByLabelText(fr ? /^Rôle/ : /^Role/), fr ? 'Installateur CVC' : 'HVAC Installer');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: fr ? 'Choisir une plage horaire' : 'Choose a time' }));
}

/** The site's answers to a booking: free times, and the booking stored. */
const bookingApi = () =>
  fakeSiteApi({
    'GET /api/demo/availability': (url) => json(freeDay(url.searchParams.get('day') ?? undefined)),
    'POST /api/forms/demo': () => json({ status: 'booked', reference: 'd7f3a1', variant: null }),
  });

/** The whole booking: details, a time, then the thanks, with the time booked. */
export const DemoBookingSteps: Story = {
  args: embedFixtures.en.demoBooking,
  beforeEach: bookingApi,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvasElement, false);
    // The time step's heading takes the focus, and the times come.
    await canvas.findByText(/Times are shown in your time zone/, {}, { timeout: 10_000 });
    const times = await canvas.findAllByRole('radio', {}, { timeout: 10_000 });
    await userEvent.click(times[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my demo' }));
    await canvas.findByText('Thanks for booking your demo!', {}, { timeout: 10_000 });
  },
};
export const DemoBookingStepsFr: Story = {
  args: embedFixtures.fr.demoBooking,
  globals: { locale: 'fr' },
  beforeEach: bookingApi,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvasElement, true);
    const times = await canvas.findAllByRole('radio', {}, { timeout: 10_000 });
    await userEvent.click(times[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer ma démo' }));
    await canvas.findByText('Merci d’avoir réservé votre démo!', {}, { timeout: 10_000 });
  },
};
/** No free time in the booking window: the visitor is told, and can still send the request. */
export const DemoBookingNoTimes: Story = {
  args: embedFixtures.en.demoBooking,
  beforeEach: () => fakeSiteApi({ 'GET /api/demo/availability': () => json(noFreeDay) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvasElement, false);
    await canvas.findByText('No times available for this day. Please choose another date.', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Send my request without a time' })).toBeVisible();
  },
};
export const DemoBookingNoTimesFr: Story = {
  args: embedFixtures.fr.demoBooking,
  globals: { locale: 'fr' },
  beforeEach: () => fakeSiteApi({ 'GET /api/demo/availability': () => json(noFreeDay) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvasElement, true);
    await canvas.findByText('Aucune disponibilité pour cette journée. Veuillez choisir une autre date.', {}, { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Envoyer ma demande sans plage horaire' })).toBeVisible();
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
/** Sent: the site stored it, and the visitor is told to confirm by e-mail (double opt-in). */
export const NewsletterSentFr: Story = {
  args: embedFixtures.fr.newsletter,
  globals: { locale: 'fr' },
  beforeEach: () => fakeSiteApi({ 'POST /api/forms/newsletter': () => json({ status: 'pending', reference: 'n1', variant: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Courriel/), 'lectrice@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'M’abonner' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/Presque terminé!/);
  },
};
/** The site is away: the visitor is told, and everything typed stays. */
export const NewsletterUnavailable: Story = {
  args: embedFixtures.en.newsletter,
  beforeEach: () => fakeSiteApi({ 'POST /api/forms/newsletter': () => json({ error: 'unavailable' }, 503) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'reader@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await canvas.findByText(/We couldn't send this right now/, {}, { timeout: 10_000 });
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('reader@example.com');
  },
};
export const Waitlist: Story = { args: embedFixtures.en.waitlist };
export const WaitlistJoined: Story = {
  args: embedFixtures.en.waitlist,
  beforeEach: () => fakeSiteApi({ 'POST /api/forms/waitlist': () => json({ status: 'received', reference: 'w1', variant: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'pro@example.com');
    await userEvent.selectOptions(canvas.getByLabelText(/^Role/), 'Energy Advisor');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the waitlist' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/on the Stride waitlist/);
  },
};
export const WaitlistErrorsFr: Story = {
  args: embedFixtures.fr.waitlist,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rejoindre la liste d’attente' }));
    await canvas.findByText('Veuillez entrer votre courriel', {}, { timeout: 10_000 });
  },
};
export const WaitlistFr: Story = { args: embedFixtures.fr.waitlist, globals: { locale: 'fr' } };
export const Report: Story = { args: embedFixtures.en.report };
export const ReportFr: Story = { args: embedFixtures.fr.report, globals: { locale: 'fr' } };
export const ReportRequested: Story = {
  args: embedFixtures.en.report,
  beforeEach: () => fakeSiteApi({ 'POST /api/forms/report': () => json({ status: 'received', reference: 'r1', variant: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Address/), '1234 Example Street, Montréal');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get my report' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/Your report will arrive by email/);
  },
};
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
