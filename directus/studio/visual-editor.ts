// The Data Studio's Visual Editor module, configured as code (decision 0016): the site's entry points in
// both languages, and the module in the navigation (Directus's module bar is one list for every role,
// research §3). Each entry is the site's /api/studio/edit, which passes the frame through the Studio's
// /site-preview/edit: a signed-in user comes back with an edit token, anyone else sees the visitor's page.
import { z } from 'zod';
import type { Rest } from '../lib/rest.ts';

/** Directus 12.4's default module bar (the app's own list when `module_bar` is empty), with the Visual Editor on. */
export const MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'flows', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  { type: 'link', id: 'docs', enabled: true, name: '$t:documentation', icon: 'help', url: 'https://directus.com/docs' },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

/** The Visual Editor's entry points: the site's home in English and in French, through the site's way in. */
export function visualEditorUrls(siteUrl: string): { url: string }[] {
  const site = siteUrl.replace(/\/$/, '');
  return ['/', '/fr'].map((path) => ({ url: `${site}/api/studio/edit?to=${encodeURIComponent(path)}` }));
}

const Settings = z.object({ visual_editor_urls: z.unknown(), module_bar: z.unknown() });

export async function applyVisualEditor(rest: Rest, siteUrl: string): Promise<string[]> {
  const stored = Settings.parse(await rest.get('/settings?fields=visual_editor_urls,module_bar'));
  const wanted = { visual_editor_urls: visualEditorUrls(siteUrl), module_bar: MODULE_BAR };
  const changes: string[] = [];
  const patch: Record<string, unknown> = {};
  if (JSON.stringify(stored.visual_editor_urls) !== JSON.stringify(wanted.visual_editor_urls)) {
    patch['visual_editor_urls'] = wanted.visual_editor_urls;
    changes.push(`Visual Editor opens ${siteUrl} in English and French`);
  }
  // Only when the module is off or missing: an admin's own arrangement of the bar is kept.
  const bar = z.array(z.looseObject({ id: z.string(), enabled: z.boolean().optional() })).safeParse(stored.module_bar);
  if (!bar.success || bar.data.length === 0) {
    patch['module_bar'] = MODULE_BAR;
    changes.push('Visual Editor shown in the module bar');
  } else if (!bar.data.some((m) => m.id === 'visual' && m.enabled)) {
    patch['module_bar'] = bar.data.map((m) => (m.id === 'visual' ? { ...m, enabled: true } : m));
    if (!bar.data.some((m) => m.id === 'visual')) patch['module_bar'] = [bar.data[0], { type: 'module', id: 'visual', enabled: true }, ...bar.data.slice(1)];
    changes.push('Visual Editor shown in the module bar');
  }
  if (Object.keys(patch).length) await rest.patch('/settings', patch);
  return changes;
}
