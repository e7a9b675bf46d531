// One collection for the small forms (newsletter, Stride waitlist, report requests), and the log of
// data requests (decision 0019). The site server creates these, and reads and updates what a visitor
// may change through a link mailed to them (their subscription, their request).
import { collectionNames, field, LOCALE_CHOICES, type CollectionDef, type FieldDef } from './define.ts';
import { mailsField } from './mail.ts';
import { FOLDERS } from './folders.ts';
import { leadVariantRelations } from './experiments.ts';
import { accountField, campaignFields, hiddenKey, privacyLinkField } from './lead-fields.ts';

/** A newsletter sign-up's double opt-in (CASL): pending until the mailed link confirms it. */
function subscriptionFields(): FieldDef[] {
  const hash = (name: string): FieldDef => hiddenKey(name, 64, 'subscription');
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
    translations: collectionNames(['Form submission', 'Form submissions'], ['Formulaire reçu', 'Formulaires reçus']),
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
    // One newsletter or waitlist sign-up per address.
    hiddenKey('dedupe_key', 320),
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
