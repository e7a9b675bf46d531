import type { BlockFixtures } from '#kit/cms/block.ts';
import type { RichTextBlock } from './schema.ts';

export const richTextFixtures = {
  en: {
    article: {
      collection: 'block_rich_text',
      id: 1,
      width: 'narrow',
      html: '<h2>Start with the building envelope</h2><p>Fix the roof before you put <strong>solar panels</strong> on top of it, and seal the envelope before you size a heat pump.</p><ul><li>Air sealing and insulation</li><li>Windows</li><li>Heating and cooling</li></ul><p>Read more on <a href="/homeowners">our homeowners page</a> or at <a href="https://natural-resources.canada.ca/" rel="noopener noreferrer">Natural Resources Canada</a>.</p>',
    },
  },
  fr: {
    article: {
      collection: 'block_rich_text',
      id: 1,
      width: 'narrow',
      html: '<h2>Commencez par l’enveloppe du bâtiment</h2><p>Réparez la toiture avant d’y installer des <strong>panneaux solaires</strong>, et scellez l’enveloppe avant de dimensionner une thermopompe.</p><ul><li>Étanchéité et isolation</li><li>Fenêtres</li><li>Chauffage et climatisation</li></ul><p>Pour en savoir plus, consultez <a href="/fr/homeowners">notre page pour les propriétaires</a> ou <a href="https://natural-resources.canada.ca/" rel="noopener noreferrer">Ressources naturelles Canada</a>.</p>',
    },
  },
} satisfies BlockFixtures<RichTextBlock>;

/** French runs 20–30 % longer: the stress case for measure and wrapping. */
export const richTextLongFrench: RichTextBlock = {
  collection: 'block_rich_text',
  id: 2,
  width: 'wide',
  html: '<h2>Planifier ses rénovations énergétiques dans le bon ordre, étape par étape</h2><p>Avant d’installer une thermopompe ou des panneaux solaires, assurez-vous que l’enveloppe du bâtiment est en bon état : toiture, murs, fenêtres et fondations. Une maison bien isolée a besoin d’un appareil plus petit, qui coûte moins cher à l’achat et à l’usage.</p><ol><li>Étanchéité à l’air et isolation des combles et des murs</li><li>Remplacement des fenêtres et des portes les moins performantes</li><li>Systèmes de chauffage, de climatisation et de ventilation</li></ol>',
};
