// The A/B test version a lead's visitor saw (decision 0018): read from their `variants` cookie when
// they send a form, wherever they send it from (a lander's version, then the booking page). Of the
// versions they hold, the newest running experiment's; none when they hold none or Directus cannot say.
import { readVariants, VARIANTS_COOKIE, type VariantKey } from '#schemas/experiment';
import { contentService } from '../cms/content.server';
import { cookieValue } from '../shared/cookies.server';

export type LeadVariant = { experiment: number; variant: VariantKey };

export async function leadVariant(cookieHeader: string | null): Promise<LeadVariant | null> {
  const held = readVariants(cookieValue(cookieHeader, VARIANTS_COOKIE));
  if (held.size === 0) return null;
  const experiments = await contentService()
    .experiments()
    .catch(() => []);
  const running = experiments.filter((e) => e.status === 'running' && held.has(e.id)).sort((a, b) => b.id - a.id)[0];
  const variant = running ? held.get(running.id) : undefined;
  return running && variant ? { experiment: running.id, variant } : null;
}
