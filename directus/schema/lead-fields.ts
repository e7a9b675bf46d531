// What every lead carries, whichever form it came through (demo-requests.ts, form-submissions.ts): its
// reference and campaign, the visitor's account, the link to the team's page for a person's data, and
// the hidden unique keys a form's links and dedupe rely on.
import { endpointButton, field, type FieldDef } from './define.ts';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH, type AttributionField } from '../../schemas/attribution.ts';
import { leadVariantFields } from './experiments.ts';

/** Room for a handful of `block_call_to_action/12` names. */
const TARGETED_BLOCKS_MAX_LENGTH = 500;

/** Each attribution field's name in English and French; the visit's tags and click ids name their parameter too. */
const ATTRIBUTION_NAMES: Record<AttributionField, [string, string]> = {
  utm_source: ['Source', 'Source'],
  utm_medium: ['Medium', 'Support'],
  utm_campaign: ['Campaign', 'Campagne'],
  utm_term: ['Term', 'Mot clé'],
  utm_content: ['Content', 'Contenu'],
  gclid: ['Google click id', 'ID de clic Google'],
  gbraid: ['Google app click id', 'ID de clic d’application'],
  wbraid: ['Google web click id', 'ID de clic Web'],
  landing_path: ['Landing page', 'Page d’arrivée'],
  referrer: ['Referring site', 'Site référent'],
  keyword_match: ['Keyword match shown', 'Correspondance de mot-clé vue'],
};
const UNTAGGED: AttributionField[] = ['landing_path', 'referrer', 'keyword_match'];
const attributionLabel = (f: AttributionField): { en: string; fr: string } => {
  const [en, fr] = ATTRIBUTION_NAMES[f];
  return UNTAGGED.includes(f) ? { en, fr } : { en: `${en} (${f})`, fr: `${fr} (${f})` };
};

/**
 * The lead's campaign, in a collapsible group: the visit's utm_* values, Google's click ids (kept only
 * with advertising consent), its landing page and the site it came from. One field each, so that
 * marketers can filter and group leads by campaign and lander.
 */
export function campaignFields(): FieldDef[] {
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
      field.string(f, { group: 'campaign', readonly: true, width: 'half', max: ATTRIBUTION_MAX_LENGTH[f], label: attributionLabel(f) }),
    ),
    field.string('targeted_blocks', {
      group: 'campaign',
      readonly: true,
      max: TARGETED_BLOCKS_MAX_LENGTH,
      label: { en: 'Campaign blocks seen', fr: 'Blocs de campagne vus' },
      note: {
        en: 'The blocks shown to some visitors only that its landing page showed it: collection/item, such as block_call_to_action/12.',
        fr: 'Les blocs montrés à certains visiteurs seulement que sa page d’arrivée lui a montrés : collection/élément, comme block_call_to_action/12.',
      },
    }),
    // The A/B test version the visitor was shown, if any (decision 0018).
    ...leadVariantFields('campaign'),
  ];
}

/**
 * The visitor's account (their Firebase user id) when they were signed in as they sent the form: their
 * account page lists what they sent, whatever address they typed.
 */
export const accountField = (): FieldDef =>
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
 * A link to the team's page for a person's data (extensions/site-privacy): download it as JSON or erase
 * it, when they ask by phone or e-mail. Relative, so the Studio opens the endpoint; the address comes
 * from the item (the Studio writes `{{email}}` in).
 */
export const privacyLinkField = (group?: string): FieldDef =>
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
 * A key the database holds unique and the Studio hides: a link's token hashed (SHA-256: a copy of the
 * database cannot use the link) or a sign-up's dedupe key (the second is refused by the database).
 */
export const hiddenKey = (name: string, maxLength: number, group?: string): FieldDef => ({
  field: name,
  type: 'string',
  meta: { hidden: true, readonly: true, interface: 'input', ...(group ? { group } : {}) },
  schema: { is_nullable: true, is_unique: true, max_length: maxLength },
});
