// The W3C Nu HTML checker (npm vnu-jar, run with the machine's Java) and Lighthouse (in the
// Debian Chromium), for the SEO and markup checks of the e2e tests.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { z } from 'zod';
import { chromiumLaunchOptions } from './chromium.ts';
import { freePort } from './stack.ts';

const run = promisify(execFile);

const VnuReport = z.object({
  messages: z.array(
    z.object({ type: z.string(), url: z.string().optional(), message: z.string(), extract: z.string().optional(), lastLine: z.number().optional() }),
  ),
});

/**
 * The checker validates inline CSS against a profile that predates CSS that browsers ship and the
 * site uses on purpose: cross-document view transitions and anchor positioning (each with a fallback).
 */
const NEWER_CSS = /^CSS: (Unrecognized at-rule “@view-transition”|“anchor-name”|“position-anchor”|“(top|right|bottom|left)”: “anchor\()/;

/** Nu checker errors for each document (written to files: the checker refuses local URLs). */
export async function vnuErrors(docs: { name: string; html: string }[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = docs.map((d, i) => {
    const file = join(dir, `${String(i).padStart(3, '0')}.html`);
    writeFileSync(file, d.html);
    return { file, name: d.name };
  });
  const jar = join(createRequire(import.meta.url).resolve('vnu-jar'), '..', 'build/dist/vnu.jar');
  let output = '';
  try {
    const res = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], { maxBuffer: 64 * 1024 * 1024 });
    output = res.stderr || res.stdout;
  } catch (error) {
    // The checker exits non-zero when it finds errors; its report is on stderr.
    output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    if (!output) throw error;
  }
  const report = VnuReport.parse(JSON.parse(output));
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !NEWER_CSS.test(m.message))
    .map((m) => `${files.find((f) => m.url?.endsWith(f.file))?.name ?? m.url}:${m.lastLine ?? '?'}: ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ''}`);
}

/**
 * The SEO category only, as a phone. None of its audits reads the page's timing or its picture, so
 * the run skips what only the performance category needs: the full-page screenshot, and the seconds
 * of quiet Lighthouse waits for after the first paint and the load (the page is still loaded whole:
 * its load event, then the network and the main thread quiet for a quarter of a second).
 */
const SEO_ONLY: NonNullable<Parameters<typeof lighthouse>[1]> = {
  onlyCategories: ['seo'],
  formFactor: 'mobile',
  disableFullPageScreenshot: true,
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 250,
  cpuQuietThresholdMs: 250,
};

/** Lighthouse's SEO score (0-100) for each URL, with the titles of the audits that failed. */
export async function lighthouseSeo(urls: string[]): Promise<{ url: string; score: number; failed: string[] }[]> {
  const port = await freePort();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), `--remote-debugging-port=${port}`] });
  try {
    const results = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', ...SEO_ONLY });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
        .map((a) => `${a.id}: ${a.title}`);
      results.push({ url, score: Math.round((lhr.categories['seo']?.score ?? 0) * 100), failed });
    }
    return results;
  } finally {
    await browser.close();
  }
}
