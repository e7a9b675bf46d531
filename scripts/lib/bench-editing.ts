// `npm run bench`'s editing section (decision 0016): how long a marketer's save in the Visual Editor
// takes to reach the visitor's page, and what visual editing costs a visitor's page (nothing: the same
// bytes with or without a forged edit token, no mark, no editor script). A save is what the Studio's
// popover sends: a PATCH of the block's field as the marketer, through the Directus API.
import { z } from 'zod';
import { loginAsAdmin, userToken } from '../../directus/lib/rest.ts';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import type { StackInfo } from '../../tests/support/stack.ts';

const LANDER = '/ads/heatPumpShort';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The HTML a visitor gets, the per-response nonce taken out (it differs on every response). */
async function visitorHtml(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  return html.replace(/nonce="[^"]*"/g, 'nonce=""');
}

export async function editing(info: StackInfo, siteUrl: string, saves: number, progress: (line: string) => void): Promise<void> {
  const marketer = await loginAsAdmin(info.directusUrl, SAMPLE_MARKETER_EMAIL, info.secrets.marketerPassword);
  const rows = z
    .object({ blocks: z.array(z.object({ collection: z.string(), item: z.unknown() })) })
    .array()
    .parse(
      await marketer.get(
        `/items/pages?filter[slug][_eq]=${encodeURIComponent(LANDER)}&filter[locale][_eq]=en&fields=blocks.collection,blocks.item:block_hero.id,blocks.item:block_hero.headline`,
      ),
    );
  const hero = z.object({ id: z.number(), headline: z.string() }).parse(rows[0]?.blocks.find((b) => b.collection === 'block_hero')?.item);

  progress(`editing: ${saves} saves of the lander's heading as the marketer, each until the visitor's page shows it`);
  const times: number[] = [];
  for (let i = 0; i < saves; i++) {
    const headline = `${hero.headline} (${i + 1})`;
    const saved = performance.now();
    await marketer.patch(`/items/block_hero/${hero.id}`, { headline });
    for (;;) {
      if ((await (await fetch(`${siteUrl}${LANDER}`)).text()).includes(headline)) break;
      if (performance.now() - saved > 30_000) throw new Error('a save did not reach the visitor’s page within 30 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - saved);
  }
  await marketer.patch(`/items/block_hero/${hero.id}`, { headline: hero.headline });
  const sorted = [...times].sort((a, b) => a - b);

  progress('editing: the visitor’s page, with and without a (forged) edit token, and the editor’s page');
  const visitor = await visitorHtml(`${siteUrl}${LANDER}`);
  const forged = await visitorHtml(`${siteUrl}${LANDER}?edit=${Date.now() + 3_600_000}.forged`);
  const way = await fetch(`${info.directusUrl}/site-preview/edit?to=${encodeURIComponent(LANDER)}`, {
    redirect: 'manual',
    headers: { authorization: `Bearer ${await userToken(info.directusUrl, SAMPLE_MARKETER_EMAIL, info.secrets.marketerPassword)}` },
  });
  const editor = await visitorHtml(way.headers.get('location') ?? `${siteUrl}${LANDER}`);
  const marks = (html: string) => (html.match(/data-directus=/g) ?? []).length;

  console.log('\n== Visual editing (decision 0016)');
  console.log(
    `  a save in the Studio -> the visitor's page (${LANDER}, ${saves} saves): median ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  console.log(
    `  the visitor's page: ${Buffer.byteLength(visitor)} B, ${marks(visitor)} marks, editor script named: ${visitor.includes('visual-editing') ? 'yes' : 'no'}`,
  );
  console.log(`  with a forged edit token: ${Buffer.byteLength(forged)} B (${forged === visitor ? 'the same bytes' : 'DIFFERENT'})`);
  console.log(`  the editor's page: ${Buffer.byteLength(editor)} B, ${marks(editor)} marks (never cached, never sent to visitors)`);
}
