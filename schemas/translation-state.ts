// How a page stands against its twin in the other language (issue 41, decision 0024), as Directus keeps
// it (directus/extensions/site-translations): the Visual Editor shows it, visitors never see it. Read
// leniently: a value the site does not understand is "nothing to show", never a page that fails to load.
import { z } from 'zod';

export const translationStateSchema = z
  .enum(['in_step', 'outdated', 'missing'])
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/** The twin's blocks changed since this page was last in step: each one's place in the twin's list (from 0) and its type. */
export const twinChangedBlocksSchema = z
  .array(z.object({ position: z.number().int().min(0), collection: z.string() }))
  .nullish()
  .catch(null)
  .transform((v) => v ?? []);
export type TwinChangedBlock = z.output<typeof twinChangedBlocksSchema>[number];

/** The page fields that carry it. */
export const pageTwinFields = { translation_state: translationStateSchema, twin_changed_blocks: twinChangedBlocksSchema };
