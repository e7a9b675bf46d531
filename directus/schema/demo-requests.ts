// Demo requests with their booked time (sales work them here: status, assignee, notes), and the demo
// availability (a weekly schedule, blocked dates, a time zone, the meeting link). The site server
// creates requests, and reads and updates the booking a visitor changes through their mailed link.
import { collectionNames, endpointButton, field, fieldName, LOCALE_CHOICES, type Choice, type CollectionDef, type FieldDef } from './define.ts';
import { mailsField } from './mail.ts';
import { FOLDERS } from './folders.ts';
import { leadVariantRelations } from './experiments.ts';
import { accountField, campaignFields, hiddenKey, privacyLinkField } from './lead-fields.ts';

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
        note: {
          en: 'Empty: no time was booked, or the visitor cancelled. Clear it to free the time (no e-mail is sent).',
          fr: 'Vide : aucune plage n’a été réservée, ou le visiteur a annulé. Videz ce champ pour libérer la plage (aucun courriel n’est envoyé).',
        },
        translations: fieldName({ en: 'Starts at', fr: 'Début' }),
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
      note: {
        en: 'The time zone the visitor booked in; their e-mails show it.',
        fr: 'Le fuseau horaire dans lequel le visiteur a réservé; ses courriels l’indiquent.',
      },
      label: { en: 'Visitor’s time zone', fr: 'Fuseau du visiteur' },
    }),
    field.datetime('cancelled_at', {
      group: 'booking',
      width: 'half',
      readonly: true,
      note: { en: 'When the visitor cancelled through their manage link.', fr: 'Quand le visiteur a annulé au moyen de son lien de gestion.' },
      label: { en: 'Cancelled at', fr: 'Annulée le' },
    }),
    field.integer('booking_sequence', {
      group: 'booking',
      width: 'half',
      readonly: true,
      default: 0,
      note: {
        en: 'How many times the invitation changed (its SEQUENCE in calendars).',
        fr: 'Le nombre de fois que l’invitation a changé (son SEQUENCE dans les agendas).',
      },
      label: { en: 'Invitation version', fr: 'Version de l’invitation' },
    }),
    // The manage link's token, hashed.
    hiddenKey('manage_token_hash', 64, 'booking'),
    field.datetime('manage_expires_at', { group: 'booking', hidden: true, readonly: true }),
  ];
}
const DEMO_ROLES: Choice[] = [
  { value: 'hvac_installer', text: { en: 'HVAC Installer', fr: 'Installateur CVC' } },
  { value: 'energy_advisor', text: { en: 'Energy Advisor', fr: 'Conseiller en énergie' } },
  { value: 'other', text: { en: 'Other', fr: 'Autre' } },
];

export const demoRequestsCollection: CollectionDef = {
  collection: 'demo_requests',
  siteAccess: { read: true, create: true, update: true },
  meta: {
    group: FOLDERS.leads,
    icon: 'event_available',
    note: {
      en: 'Demo requests from the site, with their booked time when there is one. Set the status, an assignee and notes as you work them. Qualified and won requests from Google Ads clicks export for Google Ads at /site-report/google-ads.',
      fr: 'Les demandes de démo reçues par le site, avec la plage réservée s’il y en a une. Indiquez le statut, un responsable et des notes au fil du suivi. Les demandes qualifiées et gagnées issues de clics Google Ads s’exportent pour Google Ads à /site-report/google-ads.',
    },
    // "Demo request: Jane Doe · Acme · Nov. 24, 2026": who, from where, and when it came in.
    display_template: '{{name}} · {{company}} · {{date_created}}',
    sort: 10,
    archive_field: 'status',
    archive_value: 'archived',
    unarchive_value: 'new',
    translations: collectionNames(['Demo request', 'Demo requests'], ['Demande de démo', 'Demandes de démo']),
  },
  fields: [
    field.id(),
    field.select(
      'status',
      [
        { value: 'new', text: { en: 'New', fr: 'Nouvelle' } },
        { value: 'contacted', text: { en: 'Contacted', fr: 'Contactée' } },
        { value: 'qualified', text: { en: 'Qualified', fr: 'Qualifiée' } },
        { value: 'won', text: { en: 'Won', fr: 'Gagnée' } },
        { value: 'lost', text: { en: 'Lost', fr: 'Perdue' } },
        { value: 'archived', text: { en: 'Archived', fr: 'Archivée' } },
      ],
      { required: true, default: 'new', width: 'half', label: { en: 'Status', fr: 'Statut' } },
    ),
    field.user('assignee', { width: 'half', label: { en: 'Assignee', fr: 'Responsable' } }),
    // When sales qualified or won the lead (extensions/site-lead-status): the offline conversions'
    // times for Google Ads (extensions/site-report, /site-report/google-ads).
    field.datetime('qualified_at', {
      width: 'half',
      readonly: true,
      note: { en: 'Set when the status first becomes Qualified (or Won).', fr: 'Renseigné quand le statut devient Qualifiée (ou Gagnée) la première fois.' },
      label: { en: 'Qualified on', fr: 'Qualifiée le' },
    }),
    field.datetime('won_at', {
      width: 'half',
      readonly: true,
      note: { en: 'Set when the status first becomes Won.', fr: 'Renseigné quand le statut devient Gagnée la première fois.' },
      label: { en: 'Won on', fr: 'Gagnée le' },
    }),
    endpointButton(
      'google_ads_export',
      { label: { en: 'Export qualified and won leads for Google Ads', fr: 'Exporter pour Google Ads' }, icon: 'upload_file', path: 'site-report/google-ads' },
      {
        label: { en: 'Google Ads', fr: 'Google Ads' },
        note: {
          en: 'Requests that came from an ad click, once Qualified or Won, go back to Google Ads as offline conversions: it learns which clicks became customers.',
          fr: 'Les demandes issues d’un clic publicitaire, une fois Qualifiées ou Gagnées, retournent à Google Ads comme conversions hors ligne : il apprend quels clics sont devenus des clients.',
        },
      },
    ),
    privacyLinkField(),
    field.string('name', { required: true, width: 'half', readonly: true, label: { en: 'Name', fr: 'Nom' } }),
    field.string('company', { required: true, width: 'half', readonly: true, label: { en: 'Company', fr: 'Entreprise' } }),
    field.string('email', { required: true, width: 'half', readonly: true, label: { en: 'E-mail', fr: 'Courriel' } }),
    field.select('role', DEMO_ROLES, { required: true, width: 'half', readonly: true, label: { en: 'Role', fr: 'Rôle' } }),
    field.string('industry', {
      width: 'half',
      readonly: true,
      note: { en: 'Given when the role is Other.', fr: 'Indiqué quand le rôle est Autre.' },
      label: { en: 'Industry', fr: 'Secteur' },
    }),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', readonly: true, label: { en: 'Language', fr: 'Langue' } }),
    field.boolean('consent', { width: 'half', readonly: true, label: { en: 'Agreed to be contacted', fr: 'Accepte d’être contacté' } }),
    field.string('source', {
      width: 'half',
      readonly: true,
      note: { en: 'The page the request came from.', fr: 'La page d’où vient la demande.' },
      label: { en: 'Page', fr: 'Page' },
    }),
    accountField(),
    field.text('notes', { label: { en: 'Notes', fr: 'Notes' } }),
    ...campaignFields(),
    ...bookingFields(),
    mailsField(),
    ...field.timestamps(),
  ],
  relations: [
    { collection: 'demo_requests', field: 'assignee', related_collection: 'directus_users', schema: { on_delete: 'SET NULL' } },
    ...leadVariantRelations('demo_requests'),
  ],
};

export const demoAvailabilityCollection: CollectionDef = {
  collection: 'demo_availability',
  siteAccess: { read: true, create: false },
  meta: {
    group: FOLDERS.leads,
    icon: 'calendar_month',
    singleton: true,
    note: {
      en: 'When demos can be booked: a weekly schedule in one time zone, minus blocked dates and booked times.',
      fr: 'Quand les démos peuvent être réservées : un horaire hebdomadaire dans un fuseau horaire, moins les dates bloquées et les plages déjà réservées.',
    },
    sort: 12,
    translations: collectionNames(['Demo availability', 'Demo availability'], ['Disponibilités des démos', 'Disponibilités des démos']),
  },
  fields: [
    field.id(),
    field.string('time_zone', {
      required: true,
      width: 'half',
      default: 'Canada/Eastern',
      note: {
        en: 'An IANA zone: Canada/Eastern, America/Toronto, America/Vancouver…',
        fr: 'Un fuseau IANA : Canada/Eastern, America/Toronto, America/Vancouver…',
      },
      label: { en: 'Time zone', fr: 'Fuseau horaire' },
    }),
    field.integer('slot_minutes', { required: true, width: 'half', default: 30, label: { en: 'Demo length (minutes)', fr: 'Durée d’une démo (minutes)' } }),
    field.json('weekly', {
      required: true,
      note: {
        en: 'Opening hours per weekday, e.g. {"mon": [["09:00", "12:00"], ["13:00", "17:00"]], "tue": …}. Days left out are closed.',
        fr: 'Les heures d’ouverture par jour de semaine, p. ex. {"mon": [["09:00", "12:00"], ["13:00", "17:00"]], "tue": …}. Les jours omis sont fermés.',
      },
      label: { en: 'Weekly schedule', fr: 'Horaire hebdomadaire' },
    }),
    field.json('blocked_dates', {
      note: { en: 'Closed days, e.g. ["2026-12-25", "2026-12-26"].', fr: 'Les jours fermés, p. ex. ["2026-12-25", "2026-12-26"].' },
      label: { en: 'Blocked dates', fr: 'Dates bloquées' },
    }),
    field.integer('horizon_days', {
      width: 'half',
      default: 30,
      note: { en: 'How many days ahead visitors may book.', fr: 'Combien de jours à l’avance les visiteurs peuvent réserver.' },
      label: { en: 'Booking horizon (days)', fr: 'Horizon de réservation (jours)' },
    }),
    field.integer('notice_hours', {
      width: 'half',
      default: 4,
      note: { en: 'The shortest notice for a booking.', fr: 'Le plus court délai accepté pour une réservation.' },
      label: { en: 'Minimum notice (hours)', fr: 'Préavis minimal (heures)' },
    }),
    field.string('meeting_url', {
      note: {
        en: 'The video meeting link sent with every booking (a Zoom, Teams or Meet room).',
        fr: 'Le lien de visioconférence envoyé avec chaque réservation (une salle Zoom, Teams ou Meet).',
      },
      label: { en: 'Meeting link', fr: 'Lien de la rencontre' },
    }),
  ],
};
