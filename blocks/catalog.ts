// Every block type with what a person choosing one reads: its name and a one-line description, in
// English and French, in the order an "add a block" menu lists them. Each comes from the block's own
// directus.ts (`cmsCollection.blockType`), so the menu and the Data Studio name a block alike. No
// component (blocks/index.ts has those): Directus's content rules read the collections from here, with
// their fields and schemas, in a bundle that must not hold React (decision 0023).
import type { BlockCollectionDef, BlockTypeInfo } from '#kit/cms/block-collection.ts';
import type { BlockCollection } from './index.ts';
import { cmsCollection as hero } from './hero/directus.ts';
import { cmsCollection as richText } from './rich-text/directus.ts';
import { cmsCollection as mediaText } from './media-text/directus.ts';
import { cmsCollection as featureGrid } from './feature-grid/directus.ts';
import { cmsCollection as steps } from './steps/directus.ts';
import { cmsCollection as timeline } from './timeline/directus.ts';
import { cmsCollection as stats } from './stats/directus.ts';
import { cmsCollection as testimonials } from './testimonials/directus.ts';
import { cmsCollection as logos } from './logos/directus.ts';
import { cmsCollection as faq } from './faq/directus.ts';
import { cmsCollection as blogTeaser } from './blog-teaser/directus.ts';
import { cmsCollection as callToAction } from './call-to-action/directus.ts';
import { cmsCollection as embed } from './embed/directus.ts';

export type { BlockTypeInfo };

/** Each registered block type's CMS collection (fields, labels, schema), by collection, in menu order (a missing one does not compile). */
export const blockCmsCollections: { readonly [K in BlockCollection]: BlockCollectionDef<K> } = {
  block_hero: hero,
  block_rich_text: richText,
  block_media_text: mediaText,
  block_feature_grid: featureGrid,
  block_steps: steps,
  block_timeline: timeline,
  block_stats: stats,
  block_testimonials: testimonials,
  block_logos: logos,
  block_faq: faq,
  block_blog_teaser: blogTeaser,
  block_call_to_action: callToAction,
  block_embed: embed,
};

/** Each registered block type's name and description, by collection (a missing one does not compile). */
export const blockTypeByCollection: { readonly [K in BlockCollection]: BlockTypeInfo<K> } = {
  block_hero: hero.blockType,
  block_rich_text: richText.blockType,
  block_media_text: mediaText.blockType,
  block_feature_grid: featureGrid.blockType,
  block_steps: steps.blockType,
  block_timeline: timeline.blockType,
  block_stats: stats.blockType,
  block_testimonials: testimonials.blockType,
  block_logos: logos.blockType,
  block_faq: faq.blockType,
  block_blog_teaser: blogTeaser.blockType,
  block_call_to_action: callToAction.blockType,
  block_embed: embed.blockType,
};

/** Every block type, in menu order. */
export const blockTypes: readonly BlockTypeInfo[] = Object.values(blockTypeByCollection);
