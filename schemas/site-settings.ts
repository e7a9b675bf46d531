import { z } from 'zod';
import { localeSchema } from './locale.ts';

export const siteSettingsSchema = z.object({
  locale: localeSchema,
  site_name: z.string().trim().min(1),
  default_seo_description: z.string().nullish().transform((v) => v || null),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
