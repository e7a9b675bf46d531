// The block registry: one line per block type, keyed by its Directus collection (the zod
// discriminant). The annotation on `blockRegistry` makes `tsc` fail when a key and its block's
// collection disagree, or when a component's props and its schema drift apart.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { RelatedReads } from '#kit/cms/block';
import { callToActionBlock } from './call-to-action';
import { featureGridBlock } from './feature-grid';
import { heroBlock } from './hero';
import { statsBlock } from './stats';
import { faqBlock } from './faq';
import { richTextBlock } from './rich-text';
import { stepsBlock } from './steps';
import { timelineBlock } from './timeline';
import { testimonialsBlock } from './testimonials';
import { mediaTextBlock } from './media-text';
import { logosBlock } from './logos';
import { blogTeaserBlock } from './blog-teaser';
import { embedBlock } from './embed';

const blocks = {
  block_hero: heroBlock,
  block_feature_grid: featureGridBlock,
  block_stats: statsBlock,
  block_call_to_action: callToActionBlock,
  block_faq: faqBlock,
  block_rich_text: richTextBlock,
  block_steps: stepsBlock,
  block_timeline: timelineBlock,
  block_testimonials: testimonialsBlock,
  block_media_text: mediaTextBlock,
  block_logos: logosBlock,
  block_blog_teaser: blogTeaserBlock,
  block_embed: embedBlock,
};

type Blocks = typeof blocks;
export type BlockCollection = keyof Blocks;
export type BlockSchema<K extends BlockCollection> = Blocks[K]['schema'];

type PropsMap = { [K in BlockCollection]: z.output<BlockSchema<K>> };

/** The props of block K's component: the output of its schema. */
export type BlockProps<K extends BlockCollection> = PropsMap[K];

/** One block as the page renders it, of any registered type. */
export type Block = PropsMap[BlockCollection];

type RegisteredBlock<K extends BlockCollection> = {
  collection: K;
  fields: readonly string[];
  related?: RelatedReads;
  schema: BlockSchema<K>;
  Component: ComponentType<PropsMap[K]>;
};

// Written as a mapped type over PropsMap so that indexing it with a generic key K yields a component
// of exactly BlockProps<K>: the renderer passes a block to its component with no cast (TypeScript
// #47109). Assigning `blocks` here is also the check that each key matches its block's collection.
export const blockRegistry: { [K in BlockCollection]: RegisteredBlock<K> } = blocks;

export const blockCollections = Object.keys(blockRegistry).filter(isBlockCollection);

export function isBlockCollection(value: string): value is BlockCollection {
  return Object.hasOwn(blocks, value);
}
