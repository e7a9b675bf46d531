// What visitors submit: demo requests with their booked time (sales work them here: status, assignee,
// notes), the demo availability (a weekly schedule, blocked dates, a time zone, the meeting link), and
// one collection for the small forms (newsletter, Stride waitlist, report requests). The site server
// creates these, and reads and updates what a visitor may change through a link mailed to them (their
// booking, their subscription); the Public policy has nothing.
import { field, LOCALE_CHOICES, type CollectionDef, type FieldDef } from './define.ts';
import { mailsField } from './mail.ts';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH, type AttributionField } from '../../schemas/attribution.ts';
import { FOLDERS } from './folders.ts';

const group = (en: string, fr: string, singular: [string, string], plural: [string, string]) => [
  { language: 'en-US', translation: en, singular: singular[0], plural: plural[0] },
  { language: 'fr-FR', translation: fr, singular: singular[1], plural: plural[1] },
];

const ATTRIBUTION_LABELS: Record<AttributionField, { en: string; fr: string }> = {
  utm_source: { en: 'Source (utm_source)', fr: 'Source (utm_source)' },
  utm_medium: { en: 'Medium (utm_medium)', fr: 'Support (utm_medium)' },
  utm_campaign: { en: 'Campaign (utm_campaign)', fr: 'Campagne (utm_campaign)' },
  utm_term: { en: 'Term (utm_term)', fr: 'Mot clé (utm_term)' },
  utm_content: { en: 'Content (utm_content)', fr: 'Contenu (utm_content)' },
  gclid: { en: 'Google click id (gclid)', fr: 'ID de clic Google (gclid)' },
  gbraid: { en: 'Google app click id (gbraid)', fr: 'ID de clic d’application (gbraid)' },
  wbraid: { en: 'Google web click id (wbraid)', fr: 'ID de clic Web (wbraid)' },
  landing_path: { en: 'Landing page', fr: 'Page d’arrivée' },
  referrer: { en: 'Referring site', fr: 'Site référent' },
};

/**
 * The lead's campaign, in a collapsible group: the visit's utm_* values, Google's click ids (kept only
 * with advertising consent), its landing page and the site it came from. One field each, so that
 * marketers can filter and group leads by campaign and lander.
 */
function campaignFields(): FieldDef[] {
  return [
    field.string('reference', {
      readonly: true,
      width: 'half',
      max: 36,
      note: 'The lead’s id: also the transaction id of its Google Ads conversion.',
      label: { en: 'Reference', fr: 'Référence' },
    }),
    field.group('campaign', { label: { en: 'Campaign', fr: 'Campagne' } }),
    ...ATTRIBUTION_FIELDS.map((f) =>
      field.string(f, { group: 'campaign', readonly: true, width: 'half', max: ATTRIBUTION_MAX_LENGTH[f], label: ATTRIBUTION_LABELS[f] }),
    ),
  ];
}

/**
 * The visitor's account (their Firebase user id) when they were signed in as they sent the form: their
 * account page lists what they sent, whatever address they typed.
 */
const accountField = (): FieldDef =>
  field.string('account_uid', {
    width: 'half',
    readonly: true,
    max: 128,
    note: 'The Firebase user id of the visitor, when they sent this signed in.',
    label: { en: 'Visitor account', fr: 'Compte du visiteur' },
  });

/**
 * A request's booked time. One time per request, on the request itself, so that moving a demo is one
 * update of one row: the unique index on `starts_at` refuses a time someone else holds, and the old
 * time is freed in the same statement (never two times held, never none). A request without a time,
 * or whose visitor cancelled, has none. The manage link's token is kept only as a hash.
 */
function bookingFields(): FieldDef[] {
  return [
    field.group('booking', { label: { en: 'Booked time', fr: 'Plage réservée' } }),
    {
      field: 'starts_at',
      type: 'timestamp',
      meta: {
        interface: 'datetime',
        group: 'booking',
        width: 'half',
        note: 'Empty: no time was booked, or the visitor cancelled. Clear it to free the time (no e-mail is sent).',
        translations: [
          { language: 'en-US', translation: 'Starts at' },
          { language: 'fr-FR', translation: 'Début' },
        ],
      },
      // The one rule that makes booking atomic: two requests cannot hold one time (empty ones never clash).
      schema: { is_nullable: true, is_unique: true },
    },
    field.datetime('ends_at', { group: 'booking', width: 'half', readonly: true, label: { en: 'Ends at', fr: 'Fin' } }),
    field.string('visitor_time_zone', {
      group: 'booking',
      width: 'half',
      readonly: true,
      max: 64,
      note: 'The time zone the visitor booked in; their e-mails show it.',
      label: { en: 'Visitor’s time zone', fr: 'Fuseau du visiteur' },
    }),
    field.datetime('cancelled_at', {
      group: 'booking',
      width: 'half',
      readonly: true,
      note: 'When the visitor cancelled through their manage link.',
      label: { en: 'Cancelled at', fr: 'Annulée le' },
    }),
    field.integer('booking_sequence', {
      group: 'booking',
      width: 'half',
      readonly: true,
      default: 0,
      note: 'How many times the invitation changed (its SEQUENCE in calendars).',
      label: { en: 'Invitation version', fr: 'Version de l’invitation' },
    }),
    {
      field: 'manage_token_hash',
      type: 'string',
      meta: { hidden: true, readonly: true, interface: 'input', group: 'booking' },
      // The manage link's token, hashed (SHA-256): a copy of the database cannot manage bookings.
      schema: { is_nullable: true, is_unique: true, max_length: 64 },
    },
    field.datetime('manage_expires_at', { group: 'booking', hidden: true, readonly: true }),
  ];
}

/** A newsletter sign-up's double opt-in (CASL): pending until the mailed link confirms it. */
function subscriptionFields(): FieldDef[] {
  const hash = (name: string): FieldDef => ({
    field: name,
    type: 'string',
    meta: { hidden: true, readonly: true, interface: 'input', group: 'subscription' },
    schema: { is_nullable: true, is_unique: true, max_length: 64 },
  });
  return [
    field.group('subscription', { label: { en: 'Newsletter subscription', fr: 'Abonnement à l’infolettre' } }),
    field.select(
      'subscription_status',
      [
        { value: 'pending', text: 'Pending confirmation' },
        { value: 'confirmed', text: 'Confirmed' },
        { value: 'unsubscribed', text: 'Unsubscribed' },
      ],
      {
        group: 'subscription',
        width: 'half',
        readonly: true,
        note: 'Only confirmed addresses may be sent the newsletter.',
        label: { en: 'Status', fr: 'Statut' },
      },
    ),
    field.datetime('confirmed_at', {
      group: 'subscription',
      width: 'half',
      readonly: true,
      note: 'When the address’s owner followed the confirmation link: the proof of consent.',
      label: { en: 'Confirmed at', fr: 'Confirmé le' },
    }),
    field.datetime('unsubscribed_at', { group: 'subscription', width: 'half', readonly: true, label: { en: 'Unsubscribed at', fr: 'Désabonné le' } }),
    hash('confirm_token_hash'),
    field.datetime('confirm_expires_at', { group: 'subscription', hidden: true, readonly: true }),
    hash('unsubscribe_token_hash'),
    field.datetime('last_mailed_at', { group: 'subscription', hidden: true, readonly: true }),
  ];
}

export const DEMO_ROLES = [
  { value: 'hvac_installer', text: 'HVAC Installer' },
  { value: 'energy_advisor', text: 'Energy Advisor' },
  { value: 'other', text: 'Other' },
];

export const demoRequestsCollection: CollectionDef = {
  collection: 'demo_requests',
  siteAccess: { read: true, create: true, update: true },
  meta: {
    group: FOLDERS.leads,
    icon: 'event_available',
    note: 'Demo requests from the site, with their booked time when there is one. Set the status, an assignee and notes as you work them.',
    display_template: '{{name}} · {{company}}',
    sort: 10,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'new',
    translations: group('Demo requests', 'Demandes de démo', ['Demo request', 'Demande de démo'], ['Demo requests', 'Demandes de démo']),
  },
  fields: [
    field.id(),
    field.select(
      'status',
      [
        { value: 'new', text: 'New' },
        { value: 'contacted', text: 'Contacted' },
        { value: 'qualified', text: 'Qualified' },
        { value: 'won', text: 'Won' },
        { value: 'lost', text: 'Lost' },
        { value: 'archived', text: 'Archived' },
      ],
      { required: true, default: 'new', width: 'half', label: { en: 'Status', fr: 'Statut' } },
    ),
    field.user('assignee', { width: 'half', label: { en: 'Assignee', fr: 'Responsable' } }),
    field.string('name', { required: true, width: 'half', readonly: true, label: { en: 'Name', fr: 'Nom' } }),
    field.string('company', { required: true, width: 'half', readonly: true, label: { en: 'Company', fr: 'Entreprise' } }),
    field.string('email', { required: true, width: 'half', readonly: true, label: { en: 'E-mail', fr: 'Courriel' } }),
    field.select('role', DEMO_ROLES, { required: true, width: 'half', readonly: true, label: { en: 'Role', fr: 'Rôle' } }),
    field.string('industry', { width: 'half', readonly: true, note: 'Given when the role is Other.', label: { en: 'Industry', fr: 'Secteur' } }),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', readonly: true, label: { en: 'Language', fr: 'Langue' } }),
    field.boolean('consent', { width: 'half', readonly: true, label: { en: 'Agreed to be contacted', fr: 'Accepte d’être contacté' } }),
    field.string('source', { width: 'half', readonly: true, note: 'The page the request came from.', label: { en: 'Page', fr: 'Page' } }),
    accountField(),
    field.text('notes', { label: { en: 'Notes', fr: 'Notes' } }),
    ...campaignFields(),
    ...bookingFields(),
    mailsField(),
    ...field.timestamps(),
  ],
  relations: [{ collection: 'demo_requests', field: 'assignee', related_collection: 'directus_users', schema: { on_delete: 'SET NULL' } }],
};

export const demoAvailabilityCollection: CollectionDef = {
  collection: 'demo_availability',
  siteAccess: { read: true, create: false },
  meta: {
    group: FOLDERS.leads,
    icon: 'calendar_month',
    singleton: true,
    note: 'When demos can be booked: a weekly schedule in one time zone, minus blocked dates and booked times.',
    sort: 12,
    translations: group(
      'Demo availability',
      'Disponibilités des démos',
      ['Demo availability', 'Disponibilités des démos'],
      ['Demo availability', 'Disponibilités des démos'],
    ),
  },
  fields: [
    field.id(),
    field.string('time_zone', {
      required: true,
      width: 'half',
      default: 'Canada/Eastern',
      note: 'An IANA zone: Canada/Eastern, America/Toronto, America/Vancouver…',
      label: { en: 'Time zone', fr: 'Fuseau horaire' },
    }),
    field.integer('slot_minutes', { required: true, width: 'half', default: 30, label: { en: 'Demo length (minutes)', fr: 'Durée d’une démo (minutes)' } }),
    field.json('weekly', {
      required: true,
      note: 'Opening hours per weekday, e.g. {"mon": [["09:00", "12:00"], ["13:00", "17:00"]], "tue": …}. Days left out are closed.',
      label: { en: 'Weekly schedule', fr: 'Horaire hebdomadaire' },
    }),
    field.json('blocked_dates', { note: 'Closed days, e.g. ["2026-12-25", "2026-12-26"].', label: { en: 'Blocked dates', fr: 'Dates bloquées' } }),
    field.integer('horizon_days', {
      width: 'half',
      default: 30,
      note: 'How many days ahead visitors may book.',
      label: { en: 'Booking horizon (days)', fr: 'Horizon de réservation (jours)' },
    }),
    field.integer('notice_hours', {
      width: 'half',
      default: 4,
      note: 'The shortest notice for a booking.',
      label: { en: 'Minimum notice (hours)', fr: 'Préavis minimal (heures)' },
    }),
    field.string('meeting_url', {
      note: 'The video meeting link sent with every booking (a Zoom, Teams or Meet room).',
      label: { en: 'Meeting link', fr: 'Lien de la rencontre' },
    }),
  ],
};

export const formSubmissionsCollection: CollectionDef = {
  collection: 'form_submissions',
  siteAccess: { read: true, create: true, update: true },
  meta: {
    group: FOLDERS.leads,
    icon: 'inbox',
    note: 'Newsletter subscriptions, Stride waitlist sign-ups and report requests from the site. The payload holds the form’s fields.',
    display_template: '{{type}} · {{email}}',
    sort: 13,
    translations: group('Form submissions', 'Formulaires reçus', ['Form submission', 'Formulaire reçu'], ['Form submissions', 'Formulaires reçus']),
  },
  fields: [
    field.id(),
    field.select(
      'type',
      [
        { value: 'newsletter', text: 'Newsletter' },
        { value: 'waitlist', text: 'Stride waitlist' },
        { value: 'report', text: 'Report request' },
      ],
      { required: true, width: 'half', readonly: true, label: { en: 'Form', fr: 'Formulaire' } },
    ),
    field.string('email', { width: 'half', readonly: true, label: { en: 'E-mail', fr: 'Courriel' } }),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', readonly: true, label: { en: 'Language', fr: 'Langue' } }),
    field.json('payload', { readonly: true, label: { en: 'Fields', fr: 'Champs' } }),
    accountField(),
    {
      field: 'dedupe_key',
      type: 'string',
      meta: { hidden: true, readonly: true, interface: 'input' },
      // One newsletter or waitlist sign-up per address: the second is refused by the database.
      schema: { is_nullable: true, is_unique: true, max_length: 320 },
    },
    ...subscriptionFields(),
    ...campaignFields(),
    mailsField(),
    ...field.timestamps(),
  ],
};

export const formCollections = [demoRequestsCollection, demoAvailabilityCollection, formSubmissionsCollection];
