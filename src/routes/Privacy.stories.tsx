import type { Meta } from '@storybook/react-vite';
import type { Locale } from '#schemas/locale';
import { pathTo } from '#schemas/paths';
import { RETENTION_DEFAULTS } from '#schemas/retention';
import { cardPageMeta, fr, inLocale, phone } from '../../.storybook/fixtures/card-pages';
import { STORY_DAY } from '../../.storybook/fixtures/chrome';
import type { PersonalData } from '../privacy/rights.server';
import { DataView } from './account-data-view';
import { DeleteView, type DeleteViewProps } from './account-delete-view';
import { LinkView, type LinkViewProps } from './my-data-confirm-view';
import { MyDataView, type MyDataProps } from './my-data-view';

// A visitor's rights over their data (issue 31, decision 0019), in every state their routes can give,
// in the toolbar's language: what we hold about them (from their account or a mailed link), deleting
// it all from the account, asking by address when signed out, and the mailed link's page.

/** A 43-character link token, as newToken() makes them (the path holds it; the page never shows it). */
const TOKEN = 'q3Jx8vZ0mN4bT7wE1yR5uK2hG9fD6sA0cL3pV8nB4eM';
/** Where the mailed link's "Download as JSON" posts (my-data-file.ts). */
const filePath = (locale: Locale) => pathTo('my-data-file', locale, { token: TOKEN });

/**
 * What /site-privacy/export answers for a visitor who booked a demo (in Toronto's time), subscribed to
 * the newsletter and confirmed, and asked for a home report: each row as the Directus endpoint shapes
 * it (directus/extensions/site-privacy/src/privacy.ts), in the language the visitor used the site in.
 */
const everything = (locale: Locale): PersonalData => {
  const fr = locale === 'fr';
  const email = fr ? 'camille.tremblay@example.com' : 'ada@example.com';
  const site = fr ? 'Rénovations énergétiques' : 'Home Energy Upgrades';
  return {
    generatedAt: STORY_DAY.toISOString(),
    account: { uid: 'firebase-uid-7f3a', email, name: fr ? 'Camille Tremblay' : 'Ada Lovelace', emailVerified: true },
    demoRequests: [
      {
        reference: 'd7f3a1',
        receivedAt: '2026-05-28T14:12:00.000Z',
        name: fr ? 'Camille Tremblay' : 'Ada Lovelace',
        company: fr ? 'Chauffage Tremblay inc.' : 'Lovelace Heating',
        email,
        role: 'hvac_installer',
        industry: fr ? 'CVC résidentiel' : 'Residential HVAC',
        language: locale,
        agreedToBeContacted: true,
        page: fr ? '/fr/thermopompes' : '/ads/heatPumpShort',
        status: 'contacted',
        bookedTime: { start: '2026-06-22T14:00:00.000Z', end: '2026-06-22T14:30:00.000Z', timeZone: 'America/Toronto' },
        cancelledAt: null,
        notes: fr ? 'Souhaite voir la planification des visites.' : 'Wants to see visit scheduling.',
        campaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'heat-pumps-qc' },
        abTestVersion: 'B',
      },
    ],
    submissions: [
      {
        form: 'newsletter',
        reference: 'n4c2e8',
        receivedAt: '2026-05-28T14:15:00.000Z',
        email,
        language: locale,
        fields: {
          consent: true,
          consent_text: fr ? 'J’accepte de recevoir l’infolettre par courriel.' : 'I agree to receive the newsletter by email.',
        },
        newsletter: { status: 'confirmed', confirmedAt: '2026-05-28T14:21:00.000Z', unsubscribedAt: null },
        campaign: {},
        abTestVersion: null,
      },
      {
        form: 'report',
        reference: 'r9a5b1',
        receivedAt: '2026-06-02T19:40:00.000Z',
        email,
        language: locale,
        fields: { address: '1234 Example Street, Montréal QC', latitude: 45.5019, longitude: -73.5674 },
        newsletter: null,
        campaign: { landing_path: fr ? '/fr/proprietaires' : '/homeowners' },
        abTestVersion: null,
      },
    ],
    emails: [
      {
        kind: 'booking_confirmation',
        to: email,
        subject: fr ? 'Votre démo est réservée : lundi 22 juin 2026 à 10 h 00 HAE' : 'Your demo is booked: Monday, June 22, 2026 at 10:00 a.m. EDT',
        status: 'sent',
        queuedAt: '2026-05-28T14:12:00.000Z',
        sentAt: '2026-05-28T14:12:05.000Z',
      },
      {
        kind: 'newsletter_confirmation',
        to: email,
        subject: fr ? `Confirmez votre abonnement à l’infolettre de ${site}` : `Confirm your subscription to the ${site} newsletter`,
        status: 'sent',
        queuedAt: '2026-05-28T14:15:00.000Z',
        sentAt: '2026-05-28T14:15:04.000Z',
      },
      {
        kind: 'newsletter_welcome',
        to: email,
        subject: fr ? `Vous êtes abonné à l’infolettre de ${site}` : `You're subscribed to the ${site} newsletter`,
        status: 'sent',
        queuedAt: '2026-05-28T14:21:00.000Z',
        sentAt: '2026-05-28T14:21:03.000Z',
      },
    ],
  };
};

/** A new account that has sent nothing yet. */
const nothing = (locale: Locale): PersonalData => ({
  generatedAt: STORY_DAY.toISOString(),
  account: { uid: 'firebase-uid-2b61', email: locale === 'fr' ? 'nouveau@example.com' : 'new@example.com', name: null, emailVerified: false },
  demoRequests: [],
  submissions: [],
  emails: [],
});

/** Reached by a mailed link: the address is proven, there is no sign-in account (account: null). */
const byLink = (locale: Locale): PersonalData => ({ ...everything(locale), account: null });

const base = cardPageMeta(
  'A visitor’s rights over their data (Quebec’s Law 25). Signed in, from the account page: see everything we hold (`/account/data`), download it as JSON, or delete the account and all of it (`/account/delete`). ' +
    'Signed out: ask by address (`/my-data`, `/fr/mes-donnees`); a mailed link, valid 24 hours, proves the address and opens the data or its erasure. ' +
    'Opening the link only asks (mail scanners open links); the button does it. Plain HTML forms: no JavaScript needed.',
);
const meta = {
  title: 'Account/Your data',
  ...base,
  parameters: {
    ...base.parameters,
    // A visitor's whole data is taller than the preview's tall viewports (1800 px), and the visual test
    // paints only the viewport: two taller ones, so the screenshot holds the whole page.
    viewport: {
      options: {
        desktopData: { name: 'Desktop 1280, a whole data page', styles: { width: '1280px', height: '2400px' }, type: 'desktop' },
        phoneData: { name: 'Phone 390, a whole data page', styles: { width: '390px', height: '3800px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta;
export default meta;

type Globals = Record<string, unknown>;
/** `viaLink`: reached through the mailed link, whose page posts for the JSON file (DataView's fileAction). */
const data = (of: ((l: Locale) => PersonalData) | null, viaLink: boolean, globals?: Globals) =>
  inLocale((locale) => <DataView locale={locale} data={of ? of(locale) : null} {...(viaLink ? { fileAction: filePath(locale) } : {})} />, globals);
const remove = (args: Omit<DeleteViewProps, 'locale'>, globals?: Globals) => inLocale((locale) => <DeleteView locale={locale} {...args} />, globals);
const ask = (args: Omit<MyDataProps, 'locale'>, globals?: Globals) => inLocale((locale) => <MyDataView locale={locale} {...args} />, globals);
const link = (args: Omit<LinkViewProps, 'locale'>, globals?: Globals) => inLocale((locale) => <LinkView locale={locale} {...args} />, globals);

const tall = { viewport: { value: 'desktopData', isRotated: false } };
const phoneTall = { viewport: { value: 'phoneData', isRotated: false } };
const proofMonths = RETENTION_DEFAULTS.proofMonths;

/** From the account: their account, a demo booked in Toronto's time, a newsletter confirmed, a report asked for, three e-mails. */
export const Data = data(everything, false, tall);
export const DataFr = data(everything, false, { ...fr, ...tall });
export const DataPhoneFr = data(everything, false, { ...fr, ...phoneTall });
/** Nothing sent yet: each section says so. */
export const DataNothingStored = data(nothing, false);
export const DataNothingStoredFr = data(nothing, false, fr);
/** Directus could not say: the page says so, and nothing was changed. */
export const DataUnavailable = data(null, false);
export const DataUnavailableFr = data(null, false, fr);
/** Reached by the mailed link: no account, the JSON file is posted for (the link proves the address), no way back to an account. */
export const DataByLink = data(byLink, true, tall);
export const DataByLinkFr = data(byLink, true, { ...fr, ...tall });

/** The confirming step, with a demo still ahead that is cancelled with its usual e-mail. */
export const DeleteWithUpcomingDemo = remove({ upcoming: 1, proofMonths, failed: false });
export const DeleteWithUpcomingDemoFr = remove({ upcoming: 1, proofMonths, failed: false }, fr);
export const DeleteNothingAhead = remove({ upcoming: 0, proofMonths, failed: false });
export const DeleteNothingAheadPhoneFr = remove({ upcoming: 0, proofMonths, failed: false }, { ...fr, ...phone });
/** Directus or Firebase did not answer: nothing was deleted, and the button is there to try again. */
export const DeleteFailed = remove({ upcoming: 2, proofMonths, failed: true });
export const DeleteFailedFr = remove({ upcoming: 2, proofMonths, failed: true }, fr);

/** Signed out, asking by address. */
export const MyData = ask({ typed: { email: '', action: 'export' }, outcome: null });
export const MyDataFr = ask({ typed: { email: '', action: 'export' }, outcome: null }, fr);
export const MyDataPhoneFr = ask({ typed: { email: '', action: 'export' }, outcome: null }, { ...fr, ...phone });
/** Sent: the same words whether or not the address is known, so the form does not reveal who is. */
export const MyDataSent = ask({ typed: { email: 'ada@example.com', action: 'export' }, outcome: 'sent' });
export const MyDataSentFr = ask({ typed: { email: 'camille@example.com', action: 'erase' }, outcome: 'sent' }, fr);
/** A link for this address and action is already waiting. */
export const MyDataPending = ask({ typed: { email: 'ada@example.com', action: 'erase' }, outcome: 'pending' });
export const MyDataPendingFr = ask({ typed: { email: 'camille@example.com', action: 'erase' }, outcome: 'pending' }, fr);
/** Not an address: said at the field, and what they typed is kept. */
export const MyDataInvalidEmail = ask({ typed: { email: 'ada@example', action: 'export' }, outcome: 'invalidEmail' });
export const MyDataInvalidEmailFr = ask({ typed: { email: 'camille@exemple', action: 'erase' }, outcome: 'invalidEmail' }, fr);
/** The request could not be stored: nothing lost, try again. */
export const MyDataUnavailable = ask({ typed: { email: 'ada@example.com', action: 'export' }, outcome: 'unavailable' });
export const MyDataUnavailableFr = ask({ typed: { email: 'camille@example.com', action: 'export' }, outcome: 'unavailable' }, fr);

/** The mailed link opened: it only asks, the button shows the data. */
export const LinkAskExport = link({ state: 'ask', action: 'export', email: 'ada@example.com', failed: false });
export const LinkAskExportFr = link({ state: 'ask', action: 'export', email: 'camille.tremblay@example.com', failed: false }, fr);
/** The mailed link opened for an erasure: what goes, and the button. */
export const LinkAskErase = link({ state: 'ask', action: 'erase', email: 'ada@example.com', failed: false });
export const LinkAskEraseFr = link({ state: 'ask', action: 'erase', email: 'camille.tremblay@example.com', failed: false }, fr);
export const LinkAskErasePhoneFr = link({ state: 'ask', action: 'erase', email: 'camille.tremblay@example.com', failed: false }, { ...fr, ...phone });
/** The erasure could not be done: nothing was deleted, the button is there to try again. */
export const LinkEraseFailed = link({ state: 'ask', action: 'erase', email: 'ada@example.com', failed: true });
export const LinkEraseFailedFr = link({ state: 'ask', action: 'erase', email: 'camille.tremblay@example.com', failed: true }, fr);
/** Erased, the sign-in account with it. */
export const LinkErased = link({ state: 'erased', action: 'erase', email: null, failed: false });
export const LinkErasedFr = link({ state: 'erased', action: 'erase', email: null, failed: false }, fr);
/** Erased; Firebase did not answer, so the sign-in account is closed by the daily retry. */
export const LinkErasedLater = link({ state: 'erasedLater', action: 'erase', email: null, failed: false });
export const LinkErasedLaterFr = link({ state: 'erasedLater', action: 'erase', email: null, failed: false }, fr);
/** A token we never made, or one whose request is gone. */
export const LinkInvalid = link({ state: 'invalid', action: 'export', email: null, failed: false });
export const LinkInvalidFr = link({ state: 'invalid', action: 'export', email: null, failed: false }, fr);
/** Older than 24 hours, or already used for a download. */
export const LinkExpired = link({ state: 'expired', action: 'export', email: null, failed: false });
export const LinkExpiredFr = link({ state: 'expired', action: 'erase', email: null, failed: false }, fr);
