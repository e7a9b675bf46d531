// The way from a page's form to "pages with a block visitors don't see, and why" (decision 0023:
// extensions/site-report, /site-report/hidden-blocks): a button under the page's blocks, in both
// languages (define.ts's endpointButton).
import { endpointButton, type FieldDef } from './define.ts';

export function hiddenBlocksLink(): FieldDef {
  const label = { en: 'Blocks visitors don’t see', fr: 'Blocs que les visiteurs ne voient pas' };
  return endpointButton(
    'hidden_blocks_report',
    { label, icon: 'visibility_off', path: 'site-report/hidden-blocks' },
    {
      label,
      note: {
        en: 'The Studio refuses what the site would not show. Content saved before a rule was added may still break one: this lists every page with such a block, and why.',
        fr: 'Le Studio refuse ce que le site ne montrerait pas. Un contenu enregistré avant l’ajout d’une règle peut encore en enfreindre une : cette liste donne chaque page concernée, avec la raison.',
      },
    },
  );
}
