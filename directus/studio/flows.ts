// The marketers' one flow: "Duplicate as a version", a button in the Flows panel of an open page
// (a manual trigger), which runs extensions/site-duplicate-version on it after a confirmation. It
// spends one of the five active flows Directus Core allows. Made to match this file at every start,
// under fixed ids (studio/ids.ts), like the dashboard.
import { z } from 'zod';
import { differs } from '../lib/differs.ts';
import type { Rest } from '../lib/rest.ts';
import { applyStudioTexts, type StudioText } from '../schema/studio-texts.ts';
import { DUPLICATE_VERSION_FLOW_ID, DUPLICATE_VERSION_OPERATION_ID } from './ids.ts';

/** The flow's name and question, in the marketer's Studio language (the app translates `$t:` keys there). */
export const FLOW_TEXTS: StudioText[] = [
  { key: 'flow_duplicate_version', text: { en: 'Duplicate as a version', fr: 'Dupliquer en version' } },
  {
    key: 'flow_duplicate_version_confirm',
    text: {
      en: 'Copy this page, in English and French, with its blocks, as a new version of its A/B test? The test is made as a draft if the page has none; no visitor sees the copy until the test runs.',
      fr: 'Copier cette page, en anglais et en français, avec ses blocs, comme nouvelle version de son test A/B? Le test est créé comme brouillon si la page n’en a pas; aucun visiteur ne voit la copie avant le lancement du test.',
    },
  },
];

export const DUPLICATE_VERSION_FLOW = {
  id: DUPLICATE_VERSION_FLOW_ID,
  name: '$t:flow_duplicate_version',
  icon: 'science',
  color: '#0B7A55',
  description: 'A/B tests: copies the open page, in English and French, with its blocks, as the next version of its test.',
  status: 'active',
  trigger: 'manual',
  accountability: 'all',
  options: {
    collections: ['pages'],
    location: 'item',
    requireSelection: true,
    requireConfirmation: true,
    confirmationDescription: '$t:flow_duplicate_version_confirm',
    async: false,
    error_on_reject: true,
  },
};

export const DUPLICATE_VERSION_OPERATION = {
  id: DUPLICATE_VERSION_OPERATION_ID,
  name: 'Duplicate as a version',
  key: 'duplicate_version',
  type: 'site-duplicate-version',
  position_x: 19,
  position_y: 1,
  options: {},
  flow: DUPLICATE_VERSION_FLOW_ID,
};

const Stored = z.record(z.string(), z.unknown());

/** Makes the flow and its operation match this file; returns what it changed, one line each. */
export async function applyStudioFlows(rest: Rest): Promise<string[]> {
  const changes: string[] = [...(await applyStudioTexts(rest, FLOW_TEXTS))];
  const { id, ...flow } = DUPLICATE_VERSION_FLOW;
  const [stored] = z.array(Stored).parse(await rest.get(`/flows?filter[id][_eq]=${id}&fields=*`));
  if (!stored) {
    await rest.post('/flows', DUPLICATE_VERSION_FLOW);
    changes.push('created flow "Duplicate as a version"');
  } else {
    const patch = differs(flow, stored);
    if (patch) {
      await rest.patch(`/flows/${id}`, patch);
      changes.push(`updated flow "Duplicate as a version" (${Object.keys(patch).join(', ')})`);
    }
  }
  const { id: opId, ...operation } = DUPLICATE_VERSION_OPERATION;
  const [op] = z.array(Stored).parse(await rest.get(`/operations?filter[id][_eq]=${opId}&fields=*`));
  if (!op) {
    await rest.post('/operations', DUPLICATE_VERSION_OPERATION);
    changes.push(`created operation "${operation.name}"`);
  } else {
    const patch = differs(operation, op);
    if (patch) {
      await rest.patch(`/operations/${opId}`, patch);
      changes.push(`updated operation "${operation.name}" (${Object.keys(patch).join(', ')})`);
    }
  }
  const [linked] = z.array(z.object({ operation: z.string().nullable() })).parse(await rest.get(`/flows?filter[id][_eq]=${id}&fields=operation`));
  if (linked?.operation !== opId) {
    await rest.patch(`/flows/${id}`, { operation: opId });
    changes.push('linked flow "Duplicate as a version" to its operation');
  }
  return changes;
}
