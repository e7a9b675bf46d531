// The mail outbox: every e-mail the site sends is a row here first, and leaves from here. A booking
// is stored with its mails in one write, so an SMTP outage loses nothing: the site server retries
// each message with back-off for a day, and marketers see what left, what waits and why.
import { collectionNames, field, fieldName, LOCALE_CHOICES, type Choice, type CollectionDef, type FieldDef } from './define.ts';
import { FOLDERS } from './folders.ts';

/** The e-mails sent about a lead, listed on it (demo requests, form submissions). */
export function mailsField(): FieldDef {
  return {
    field: 'mails',
    type: 'alias',
    meta: {
      special: ['o2m'],
      interface: 'list-o2m',
      options: { template: '{{kind}} · {{status}} · {{date_created}}', enableCreate: false, enableSelect: false },
      readonly: true,
      width: 'full',
      translations: fieldName({ en: 'E-mails', fr: 'Courriels' }),
    },
    schema: null,
  };
}

export const MAIL_KINDS: Choice[] = [
  { value: 'booking_confirmation', text: { en: 'Booking confirmation', fr: 'Confirmation de réservation' } },
  { value: 'booking_moved', text: { en: 'Booking moved', fr: 'Réservation déplacée' } },
  { value: 'booking_cancelled', text: { en: 'Booking cancelled', fr: 'Réservation annulée' } },
  { value: 'sales_notification', text: { en: 'Sales notification', fr: 'Avis à l’équipe des ventes' } },
  { value: 'newsletter_confirmation', text: { en: 'Newsletter: confirm your address', fr: 'Infolettre : confirmation de l’adresse' } },
  { value: 'newsletter_welcome', text: { en: 'Newsletter: welcome', fr: 'Infolettre : bienvenue' } },
  { value: 'privacy_link', text: { en: 'Data request: confirm the address', fr: 'Demande d’accès ou d’effacement : confirmation de l’adresse' } },
];

export const MAIL_STATUSES: Choice[] = [
  { value: 'queued', text: { en: 'Queued', fr: 'En attente' } },
  { value: 'sent', text: { en: 'Sent', fr: 'Envoyé' } },
  { value: 'failed', text: { en: 'Given up', fr: 'Abandonné' } },
];

export const mailOutboxCollection: CollectionDef = {
  collection: 'mail_outbox',
  siteAccess: { read: true, create: true, update: true },
  meta: {
    group: FOLDERS.leads,
    icon: 'outgoing_mail',
    note: {
      en: 'E-mails the site sends: queued ones are retried with back-off for a day, then given up. To send a given-up e-mail again, set its status back to Queued and its “Give up after” later.',
      fr: 'Les courriels qu’envoie le site : ceux en attente sont réessayés à intervalles croissants pendant une journée, puis abandonnés. Pour renvoyer un courriel abandonné, remettez son statut à En attente et repoussez son « Abandon après ».',
    },
    // "E-mail: Booking confirmation · jane@example.com · Sent".
    display_template: '{{kind}} · {{to}} · {{status}}',
    sort: 14,
    archive_field: null,
    translations: collectionNames(['E-mail', 'Mail outbox'], ['Courriel', 'Courriels sortants']),
  },
  fields: [
    field.id(),
    field.select('status', MAIL_STATUSES, { required: true, default: 'queued', width: 'half', label: { en: 'Status', fr: 'Statut' } }),
    field.select('kind', MAIL_KINDS, { required: true, width: 'half', readonly: true, label: { en: 'Kind', fr: 'Type' } }),
    field.string('to', { required: true, width: 'half', readonly: true, max: 320, label: { en: 'To', fr: 'Destinataire' } }),
    field.select('locale', LOCALE_CHOICES, { required: true, default: 'en', width: 'half', readonly: true, label: { en: 'Language', fr: 'Langue' } }),
    field.string('subject', { required: true, readonly: true, max: 300, label: { en: 'Subject', fr: 'Objet' } }),
    field.integer('attempts', { width: 'half', readonly: true, default: 0, label: { en: 'Attempts', fr: 'Tentatives' } }),
    field.datetime('next_attempt_at', {
      width: 'half',
      readonly: true,
      note: { en: 'When the next attempt is due.', fr: 'Quand la prochaine tentative est prévue.' },
      label: { en: 'Next attempt', fr: 'Prochaine tentative' },
    }),
    field.datetime('give_up_at', {
      width: 'half',
      note: { en: 'A message still unsent then is given up.', fr: 'Un message toujours pas envoyé à ce moment est abandonné.' },
      label: { en: 'Give up after', fr: 'Abandon après' },
    }),
    field.datetime('sent_at', { width: 'half', readonly: true, label: { en: 'Sent at', fr: 'Envoyé le' } }),
    field.text('last_error', {
      readonly: true,
      note: {
        en: 'What the mail server said at the last failed attempt.',
        fr: 'Ce qu’a répondu le serveur de courriel lors de la dernière tentative échouée.',
      },
      label: { en: 'Last error', fr: 'Dernière erreur' },
    }),
    field.string('reference', {
      width: 'half',
      readonly: true,
      max: 36,
      note: { en: 'The lead it concerns (its reference).', fr: 'Le prospect concerné (sa référence).' },
      label: { en: 'Lead reference', fr: 'Référence du contact' },
    }),
    field.m2o('request', '{{name}} · {{company}}', { width: 'half', readonly: true, label: { en: 'Demo request', fr: 'Demande de démo' } }),
    field.m2o('submission', '{{type}} · {{email}}', { width: 'half', readonly: true, label: { en: 'Form submission', fr: 'Formulaire reçu' } }),
    field.json('message', {
      readonly: true,
      hidden: true,
      note: {
        en: 'The message as it will be sent (text, HTML, headers, calendar invitation); emptied once sent, as it holds the links that act.',
        fr: 'Le message tel qu’il sera envoyé (texte, HTML, en-têtes, invitation d’agenda); vidé une fois envoyé, puisqu’il contient les liens d’action.',
      },
    }),
    ...field.timestamps(),
  ],
  // A lead and its e-mails are stored in one write (nested create): both or neither.
  relations: [
    { collection: 'mail_outbox', field: 'request', related_collection: 'demo_requests', meta: { one_field: 'mails' }, schema: { on_delete: 'SET NULL' } },
    { collection: 'mail_outbox', field: 'submission', related_collection: 'form_submissions', meta: { one_field: 'mails' }, schema: { on_delete: 'SET NULL' } },
  ],
};

export const mailCollections = [mailOutboxCollection];
