// The per-locale site settings: what every page shares (the header and footer, the consent banner's
// version, the retention periods of decision 0019, the hosts a redirect may lead to off the site).
import { collectionNames, field, LOCALE_CHOICES, type CollectionDef, type FieldDef } from './define.ts';
import { RETENTION_DEFAULTS } from '../../schemas/retention.ts';
import { CONSENT_VERSION_PATTERN } from '../../schemas/site-settings.ts';
import { FOLDERS } from './folders.ts';

/** The retention periods (site settings) and their defaults: [field, default, label, note]. */
const RETENTION_FIELDS: [string, number, { en: string; fr: string }, { en: string; fr: string }][] = [
  [
    'retention_leads_months',
    RETENTION_DEFAULTS.leadsMonths,
    { en: 'Leads (months)', fr: 'Prospects (mois)' },
    {
      en: 'Demo requests, waitlist sign-ups and report requests are erased this many months after their last change.',
      fr: 'Les demandes de démo, inscriptions à la liste d’attente et demandes de rapport sont effacées ce nombre de mois après leur dernière modification.',
    },
  ],
  [
    'retention_pending_days',
    RETENTION_DEFAULTS.pendingDays,
    { en: 'Unconfirmed newsletter sign-ups (days)', fr: 'Inscriptions à l’infolettre non confirmées (jours)' },
    {
      en: 'A sign-up whose address was never confirmed is erased after this many days; so is an unsubscribed address, leaving only its consent proof.',
      fr: 'Une inscription dont l’adresse n’a jamais été confirmée est effacée après ce nombre de jours; de même pour une adresse désabonnée, dont il ne reste que la preuve de consentement.',
    },
  ],
  [
    'retention_mail_days',
    RETENTION_DEFAULTS.mailDays,
    { en: 'Mail outbox (days)', fr: 'Courriels sortants (jours)' },
    {
      en: 'Sent and given-up e-mails are erased after this many days.',
      fr: 'Les courriels envoyés ou abandonnés sont effacés après ce nombre de jours.',
    },
  ],
  [
    'retention_proof_months',
    RETENTION_DEFAULTS.proofMonths,
    { en: 'Consent proofs (months)', fr: 'Preuves de consentement (mois)' },
    {
      en: 'Kept without the address after a subscription ends (Canada’s anti-spam law), then erased; so is the log of data requests.',
      fr: 'Conservées sans l’adresse après la fin d’un abonnement (loi canadienne anti-pourriel), puis effacées; de même pour le journal des demandes d’accès.',
    },
  ],
];

export const siteSettingsCollection: CollectionDef = {
  collection: 'site_settings',
  meta: {
    group: FOLDERS.site,
    icon: 'settings',
    note: { en: 'One row per language: what every page shares.', fr: 'Une ligne par langue : ce que toutes les pages partagent.' },
    display_template: '{{site_name}} · {{locale}}',
    sort: 2,
    translations: collectionNames(['Site settings', 'Site settings'], ['Paramètres du site', 'Paramètres du site']),
  },
  fields: [
    field.id(),
    field.select('locale', LOCALE_CHOICES, { required: true, width: 'half', label: { en: 'Language', fr: 'Langue' } }),
    field.string('site_name', { required: true, width: 'half', label: { en: 'Site name', fr: 'Nom du site' } }),
    field.text('default_seo_description', { label: { en: 'Default description', fr: 'Description par défaut' } }),
    field.repeater(
      'header_links',
      [
        { field: 'label', name: { en: 'Label', fr: 'Libellé' }, type: 'string', interface: 'input', required: true },
        {
          field: 'href',
          name: { en: 'Link', fr: 'Lien' },
          type: 'string',
          interface: 'input',
          required: true,
          note: { en: '/homeowners, /fr/stride', fr: '/homeowners, /fr/stride' },
        },
      ],
      {
        template: '{{label}}',
        note: {
          en: 'The header’s links, in order (home, homeowners, professionals, governments, Stride, blog, demo).',
          fr: 'Les liens de l’en-tête, dans l’ordre (accueil, propriétaires, professionnels, gouvernements, Stride, blogue, démo).',
        },
        label: { en: 'Header links', fr: 'Liens de l’en-tête' },
      },
    ),
    field.string('login_url', {
      note: { en: 'Opened in a new tab by the header’s Log in button.', fr: 'Ouverte dans un nouvel onglet par le bouton Se connecter de l’en-tête.' },
      label: { en: 'Log in address', fr: 'Adresse de connexion' },
    }),
    field.string('contact_email', { width: 'half', label: { en: 'Contact e-mail', fr: 'Courriel de contact' } }),
    field.string('contact_phone', { width: 'half', label: { en: 'Contact phone', fr: 'Téléphone de contact' } }),
    field.string('linkedin_url', { width: 'half', label: { en: 'LinkedIn', fr: 'LinkedIn' } }),
    field.string('youtube_url', { width: 'half', label: { en: 'YouTube', fr: 'YouTube' } }),
    field.string('facebook_url', { width: 'half', label: { en: 'Facebook', fr: 'Facebook' } }),
    field.string('app_store_url', {
      width: 'half',
      note: { en: 'The "get the app" badge in the footer.', fr: 'Le badge « Obtenir l’application » du pied de page.' },
      label: { en: 'App store link', fr: 'Lien vers la boutique d’applications' },
    }),
    field.string('privacy_href', { width: 'half', label: { en: 'Privacy policy link', fr: 'Lien de la politique de confidentialité' } }),
    field.string('terms_href', { width: 'half', label: { en: 'Terms of use link', fr: 'Lien des conditions d’utilisation' } }),
    field.text('banner_text', {
      note: {
        en: 'The promotional banner above the header. Empty: no banner.',
        fr: 'La bannière promotionnelle au-dessus de l’en-tête. Vide : aucune bannière.',
      },
      label: { en: 'Banner text', fr: 'Texte de la bannière' },
    }),
    field.string('banner_cta_label', { width: 'half', label: { en: 'Banner button label', fr: 'Libellé du bouton de la bannière' } }),
    field.string('banner_cta_href', { width: 'half', placeholder: '/demo', label: { en: 'Banner button link', fr: 'Lien du bouton de la bannière' } }),
    field.datetime('banner_starts_at', {
      width: 'half',
      note: { en: 'Shown from this time (empty: now).', fr: 'Affichée à partir de ce moment (vide : dès maintenant).' },
      label: { en: 'Banner from', fr: 'Bannière à partir du' },
    }),
    field.datetime('banner_ends_at', {
      width: 'half',
      note: { en: 'Hidden after this time (empty: no end).', fr: 'Masquée après ce moment (vide : sans fin).' },
      label: { en: 'Banner until', fr: 'Bannière jusqu’au' },
    }),
    field.boolean('banner_dismissible', {
      default: true,
      note: {
        en: 'Visitors may close it; a closed banner stays closed until its text changes.',
        fr: 'Les visiteurs peuvent la fermer; une bannière fermée le reste jusqu’à ce que son texte change.',
      },
      label: { en: 'Banner can be closed', fr: 'La bannière peut être fermée' },
    }),
    field.group('consent', { label: { en: 'Cookie consent', fr: 'Consentement aux témoins' } }),
    field.string('consent_title', { group: 'consent', label: { en: 'Consent title', fr: 'Titre du consentement' } }),
    field.text('consent_text', {
      group: 'consent',
      note: {
        en: 'Why the site asks, in a sentence or two. A link to the privacy policy follows it.',
        fr: 'Pourquoi le site demande le consentement, en une phrase ou deux. Un lien vers la politique de confidentialité suit.',
      },
      label: { en: 'Consent text', fr: 'Texte du consentement' },
    }),
    field.text('consent_measurement_text', {
      group: 'consent',
      note: {
        en: 'What measurement (Google Analytics) is for, shown under its switch.',
        fr: 'À quoi sert la mesure d’audience (Google Analytics), affiché sous son interrupteur.',
      },
      label: { en: 'Measurement purpose', fr: 'Finalité de mesure' },
    }),
    field.text('consent_advertising_text', {
      group: 'consent',
      note: {
        en: 'What advertising (Google Ads) is for, shown under its switch.',
        fr: 'À quoi sert la publicité (Google Ads), affiché sous son interrupteur.',
      },
      label: { en: 'Advertising purpose', fr: 'Finalité publicitaire' },
    }),
    field.string('consent_version', {
      group: 'consent',
      width: 'half',
      placeholder: '2026-11-23',
      // The site ignores anything else (schemas/site-settings.ts): refused on save, the marketer knows at once.
      pattern: {
        regex: CONSENT_VERSION_PATTERN,
        message: {
          en: 'A short version: up to 32 letters, digits, dots, dashes or underscores, such as 2026-11-23.',
          fr: 'Une version courte : jusqu’à 32 lettres, chiffres, points, tirets ou traits de soulignement, par exemple 2026-11-23.',
        },
      },
      note: {
        en: 'Change it (in both languages) when the policy changes what is collected or with whom: every visitor is asked again.',
        fr: 'Changez-la (dans les deux langues) quand la politique change ce qui est recueilli ou avec qui c’est partagé : le consentement de chaque visiteur est alors redemandé.',
      },
      label: { en: 'Policy version', fr: 'Version de la politique' },
    }),
    field.group('analytics', { label: { en: 'Analytics and ads', fr: 'Mesure et publicité' } }),
    field.string('ga_measurement_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'G-XXXXXXXXXX',
      note: {
        en: 'Google Analytics 4. Empty in both languages: no Google tag at all.',
        fr: 'Google Analytics 4. Vide dans les deux langues : aucune balise Google.',
      },
      label: { en: 'GA4 measurement id', fr: 'ID de mesure GA4' },
    }),
    field.string('ads_conversion_id', {
      group: 'analytics',
      width: 'half',
      placeholder: 'AW-123456789',
      note: { en: 'Google Ads conversion id.', fr: 'L’ID de conversion Google Ads.' },
      label: { en: 'Ads conversion id', fr: 'ID de conversion Ads' },
    }),
    field.string('ads_conversion_label', {
      group: 'analytics',
      width: 'half',
      note: { en: 'The label of the "demo booked" conversion action.', fr: 'Le libellé de l’action de conversion « démo réservée ».' },
      label: { en: 'Ads conversion label', fr: 'Libellé de conversion Ads' },
    }),
    field.group('mail', { label: { en: 'E-mail', fr: 'Courriels' } }),
    field.string('sales_email', {
      group: 'mail',
      width: 'half',
      placeholder: 'sales@example.com',
      note: {
        en: 'Where a new demo request or booking is announced (empty: the contact e-mail).',
        fr: 'Où sont annoncées les nouvelles demandes et réservations de démo (vide : le courriel de contact).',
      },
      label: { en: 'Sales team’s address', fr: 'Adresse de l’équipe des ventes' },
    }),
    field.text('postal_address', {
      group: 'mail',
      note: {
        en: 'The firm’s mailing address, at the foot of every newsletter e-mail (Canada’s anti-spam law asks for it).',
        fr: 'L’adresse postale de l’entreprise, au bas de chaque courriel de l’infolettre (la loi canadienne anti-pourriel l’exige).',
      },
      label: { en: 'Mailing address', fr: 'Adresse postale' },
    }),
    // How long personal information is kept (decision 0019): the daily retention job erases what is
    // past its period, and the privacy policy states these periods. The shorter of the two languages'
    // values applies, so a page never promises less than is done.
    field.group('retention', { label: { en: 'Data retention', fr: 'Conservation des données' } }),
    ...RETENTION_FIELDS.map(([name, fallback, label, note]) => field.integer(name, { group: 'retention', width: 'half', default: fallback, label, note })),
    // Where a redirect may send visitors off the site (issue 39, schemas/redirect-rules.ts): an admin's
    // list (extensions/site-redirects refuses a change by anyone else), both languages' lists together.
    field.group('redirects', { label: { en: 'Redirects', fr: 'Redirections' } }),
    redirectHostsField(),
  ],
};

/** The hosts a redirect may lead to off the site, as tags; empty (the default): none. */
function redirectHostsField(): FieldDef {
  const base = field.text('redirect_hosts', {
    group: 'redirects',
    note: {
      en: 'The only hosts a redirect may send visitors to off this site (www.partner.example), each as a tag; both languages’ lists apply. Empty: redirects stay on this site. Only an admin can change it.',
      fr: 'Les seuls domaines vers lesquels une redirection peut envoyer les visiteurs hors de ce site (www.partenaire.example), un par étiquette; les listes des deux langues s’appliquent. Vide : les redirections restent sur ce site. Seul un administrateur peut la modifier.',
    },
    label: { en: 'Allowed redirect hosts', fr: 'Domaines de redirection autorisés' },
  });
  return {
    ...base,
    type: 'csv',
    meta: {
      ...base.meta,
      interface: 'tags',
      special: ['cast-csv'],
      options: { placeholder: 'www.partner.example', capitalization: 'lowercase', whitespace: '' },
    },
  };
}
