// The way from a page's form to "pages with a block visitors don't see, and why" (decision 0023:
// extensions/site-report, /site-report/hidden-blocks): a button under the page's blocks, in both
// languages (Directus shows a presentation link's label as it is, so it carries both, as the Google Ads
// export's does).
import { fieldName, type FieldDef } from './define.ts';

export function hiddenBlocksLink(): FieldDef {
  return {
    field: 'hidden_blocks_report',
    type: 'alias',
    meta: {
      interface: 'presentation-links',
      special: ['alias', 'no-data'],
      options: {
        links: [
          {
            label: 'Blocks visitors don’t see · Blocs que les visiteurs ne voient pas',
            icon: 'visibility_off',
            type: 'normal',
            actionType: 'url',
            // Relative, so that the Studio opens the endpoint rather than a route of its own (see experiments.ts).
            url: '../../../site-report/hidden-blocks',
          },
        ],
      },
      width: 'full',
      required: false,
      readonly: false,
      hidden: false,
      translations: fieldName({ en: 'Blocks visitors don’t see', fr: 'Blocs que les visiteurs ne voient pas' }),
      note: {
        en: 'The Studio refuses what the site would not show. Content saved before a rule was added may still break one: this lists every page with such a block, and why.',
        fr: 'Le Studio refuse ce que le site ne montrerait pas. Un contenu enregistré avant l’ajout d’une règle peut encore en enfreindre une : cette liste donne chaque page concernée, avec la raison.',
      },
    },
    schema: null,
  };
}
