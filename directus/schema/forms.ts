// What visitors submit: demo requests with their booked time (sales work them here: status, assignee,
// notes), the demo availability (a weekly schedule, blocked dates, a time zone, the meeting link), and
// one collection for the small forms (newsletter, Stride waitlist, report requests). The site server
// creates these, and reads and updates what a visitor may change through a link mailed to them (their
// booking, their subscription); the Public policy has nothing.
import { collectionName, endpointButton, field, fieldName, LOCALE_CHOICES, type Choice, type CollectionDef, type FieldDef } from './define.ts';
import { mailsField } from './mail.ts';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH, type AttributionField } from '../../schemas/attribution.ts';
import { FOLDERS } from './folders.ts';
import { leadVariantFields, leadVariantRelations } from './experiments.ts';

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
      note: {
        en: 'The lead’s id: also the transaction id of its Google Ads conversion.',
        fr: 'L’identifiant du prospect : c’est aussi l’ID de transaction de sa conversion Google Ads.',
      },
      label: { en: 'Reference', fr: 'Référence' },
    }),
    field.group('campaign', { label: { en: 'Campaign', fr: 'Campagne' } }),
    ...ATTRIBUTION_FIELDS.map((f) =>
      field.string(f, { group: 'campaign', readonly: true, width: 'half', max: ATTRIBUTION_MAX_LENGTH[f], label: ATTRIBUTION_LABELS[f] }),
    ),
    // The A/B test version the visitor was shown, if any (decision 0018).
    ...leadVariantFields('campaign'),
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
    note: {
      en: 'The Firebase user id of the visitor, when they sent this signed in.',
      fr: 'L’ID d’utilisateur Firebase du visiteur, s’il était connecté à son compte au moment de l’envoi.',
    },
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
        { value: 'pending', text: { en: 'Pending confirmation', fr: 'En attente de confirmation' } },
        { value: 'confirmed', text: { en: 'Confirmed', fr: 'Confirmé' } },
        { value: 'unsubscribed', text: { en: 'Unsubscribed', fr: 'Désabonné' } },
      ],
      {
        group: 'subscription',
        width: 'half',
        readonly: true,
        note: { en: 'Only confirmed addresses may be sent the newsletter.', fr: 'Seules les adresses confirmées peuvent recevoir l’infolettre.' },
        label: { en: 'Status', fr: 'Statut' },
      },
    ),
    field.datetime('confirmed_at', {
      group: 'subscription',
      width: 'half',
      readonly: true,
      note: {
        en: 'When the address’s owner followed the confirmation link: the proof of consent.',
        fr: 'Quand le titulaire de l’adresse a suivi le lien de confirmation : la preuve de son consentement.',
      },
      label: { en: 'Confirmed at', fr: 'Confirmé le' },
    }),
    field.datetime('unsubscribed_at', { group: 'subscription', width: 'half', readonly: true, label: { en: 'Unsubscribed at', fr: 'Désabonné le' } }),
    hash('confirm_token_hash'),
    field.datetime('confirm_expires_at', { group: 'subscription', hidden: true, readonly: true }),
    hash('unsubscribe_token_hash'),
    field.datetime('last_mailed_at', { group: 'subscription', hidden: true, readonly: true }),
  ];
}

/**
 * A link to the team's page for a person's data (extensions/site-privacy): download it as JSON or erase
 * it, when they ask by phone or e-mail. Relative, so the Studio opens the endpoint; the address comes
 * from the item (the Studio writes `{{email}}` in).
 */
const privacyLinkField = (group?: string): FieldDef =>
  endpointButton(
    'privacy_tools',
    {
      label: { en: 'Download or erase this person’s data', fr: 'Télécharger ou effacer ses données' },
      icon: 'shield_person',
      path: 'site-privacy?email={{email}}',
    },
    {
      group,
      label: { en: 'Data request', fr: 'Demande d’accès ou d’effacement' },
      note: {
        en: 'When this person asks by phone or e-mail to see or erase what we hold about them (Quebec’s Law 25). Visitors can also do it themselves from their account or the My data page.',
        fr: 'Quand cette personne demande par téléphone ou par courriel à consulter ou à effacer ce que nous détenons à son sujet (Loi 25 du Québec). Les visiteurs peuvent aussi le faire eux-mêmes depuis leur compte ou la page Mes données.',
      },
    },
  );

/**
 * Data requests and what is left after an erasure (decision 0019). A request to download or erase a
 * person's data (from their account, from a confirmed e-mail link, or by sales in the Data Studio) is
 * a row of type "privacy": its log, without the personal data itself (the address only while a link
 * waits to be followed). A newsletter sign-up erased after it was confirmed stays as a consent proof
 * (Canada's anti-spam law): when, the words agreed to, and the address's fingerprint instead of it.
 */
function privacyFields(): FieldDef[] {
  return [
    field.group('data_request', { label: { en: 'Data request', fr: 'Demande d’accès ou d’effacement' } }),
    privacyLinkField('data_request'),
    field.select(
      'privacy_action',
      [
        { value: 'export', text: { en: 'Download', fr: 'Téléchargement' } },
        { value: 'erase', text: { en: 'Erasure', fr: 'Effacement' } },
      ],
      { group: 'data_request', width: 'half', readonly: true, label: { en: 'Asked for', fr: 'Demande' } },
    ),
    field.select(
      'privacy_channel',
      [
        { value: 'account', text: { en: 'From their account', fr: 'Depuis son compte' } },
        { value: 'link', text: { en: 'By e-mail link', fr: 'Par lien courriel' } },
        { value: 'studio', text: { en: 'By the team (Data Studio)', fr: 'Par l’équipe (Data Studio)' } },
        { value: 'schedule', text: { en: 'Retention period over', fr: 'Délai de conservation écoulé' } },
        { value: 'restore', text: { en: 'Again, after a backup was restored', fr: 'De nouveau, après la restauration d’une sauvegarde' } },
      ],
      { group: 'data_request', width: 'half', readonly: true, label: { en: 'How', fr: 'Comment' } },
    ),
    field.select(
      'privacy_status',
      [
        { value: 'pending', text: { en: 'Waiting for the e-mail link', fr: 'En attente du lien courriel' } },
        { value: 'done', text: { en: 'Done', fr: 'Terminée' } },
        { value: 'failed', text: { en: 'To finish (retried daily)', fr: 'À terminer (reprise chaque jour)' } },
        { value: 'expired', text: { en: 'Link expired', fr: 'Lien expiré' } },
      ],
      { group: 'data_request', width: 'half', readonly: true, label: { en: 'Status', fr: 'Statut' } },
    ),
    field.datetime('completed_at', { group: 'data_request', width: 'half', readonly: true, label: { en: 'Done on', fr: 'Terminée le' } }),
    field.user('handled_by', {
      group: 'data_request',
      width: 'half',
      readonly: true,
      note: { en: 'The team member who made it, from the Data Studio.', fr: 'Le membre de l’équipe qui l’a faite, depuis le Data Studio.' },
      label: { en: 'By', fr: 'Par' },
    }),
    field.json('privacy_summary', {
      group: 'data_request',
      readonly: true,
      note: {
        en: 'What it covered: how many demo requests, form submissions and e-mails, and the sign-in account. Never their content.',
        fr: 'Ce qu’elle a couvert : combien de demandes de démo, de formulaires et de courriels, et le compte de connexion. Jamais leur contenu.',
      },
      label: { en: 'Covered', fr: 'Portée' },
    }),
    field.string('email_fingerprint', {
      width: 'half',
      readonly: true,
      max: 64,
      note: {
        en: 'A keyed fingerprint of the address, kept instead of it after an erasure: it matches the address again only if someone gives it.',
        fr: 'Une empreinte chiffrée de l’adresse, conservée à sa place après un effacement : elle ne correspond à l’adresse que si quelqu’un la fournit.',
      },
      label: { en: 'Address fingerprint', fr: 'Empreinte de l’adresse' },
    }),
    field.datetime('erased_at', {
      width: 'half',
      readonly: true,
      note: {
        en: 'When the personal information was erased; what is left is the consent proof the law asks for.',
        fr: 'Quand les renseignements personnels ont été effacés; il reste la preuve de consentement qu’exige la loi.',
      },
      label: { en: 'Erased on', fr: 'Effacé le' },
    }),
  ];
}

export const DEMO_ROLES: Choice[] = [
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
    translations: collectionName({
      en: { singular: 'Demo request', plural: 'Demo requests' },
      fr: { singular: 'Demande de démo', plural: 'Demandes de démo' },
    }),
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
    translations: collectionName({
      en: { singular: 'Demo availability', plural: 'Demo availability' },
      fr: { singular: 'Disponibilités des démos', plural: 'Disponibilités des démos' },
    }),
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

export const formSubmissionsCollection: CollectionDef = {
  collection: 'form_submissions',
  siteAccess: { read: true, create: true, update: true },
  meta: {
    group: FOLDERS.leads,
    icon: 'inbox',
    note: {
      en: 'Newsletter subscriptions, Stride waitlist sign-ups and report requests from the site, and the log of data requests (a person’s data downloaded or erased). The payload holds the form’s fields. To download or erase someone’s data on request, use the link in the Data request section.',
      fr: 'Les abonnements à l’infolettre, les inscriptions à la liste d’attente de Stride et les demandes de rapport reçus par le site, et le journal des demandes d’accès ou d’effacement. Les réponses au formulaire se trouvent dans « Champs ». Pour télécharger ou effacer les données d’une personne à sa demande, suivez le lien de la section Demande d’accès ou d’effacement.',
    },
    display_template: '{{type}} · {{email}} · {{date_created}}',
    sort: 13,
    translations: collectionName({
      en: { singular: 'Form submission', plural: 'Form submissions' },
      fr: { singular: 'Formulaire reçu', plural: 'Formulaires reçus' },
    }),
  },
  fields: [
    field.id(),
    field.select(
      'type',
      [
        { value: 'newsletter', text: { en: 'Newsletter', fr: 'Infolettre' } },
        { value: 'waitlist', text: { en: 'Stride waitlist', fr: 'Liste d’attente de Stride' } },
        { value: 'report', text: { en: 'Report request', fr: 'Demande de rapport' } },
        { value: 'privacy', text: { en: 'Data request', fr: 'Demande d’accès ou d’effacement' } },
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
    ...privacyFields(),
    ...campaignFields(),
    mailsField(),
    ...field.timestamps(),
  ],
  relations: [
    ...leadVariantRelations('form_submissions'),
    { collection: 'form_submissions', field: 'handled_by', related_collection: 'directus_users', schema: { on_delete: 'SET NULL' } },
  ],
};

export const formCollections = [demoRequestsCollection, demoAvailabilityCollection, formSubmissionsCollection];
