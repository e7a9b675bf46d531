// Validates XML against the sitemaps.org schemas with xmllint (Debian's libxml2-utils; .ci/run
// installs it). Returns xmllint's complaints, empty when the document is valid.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/config.ts';

const run = promisify(execFile);
export const XSD = { urlset: join(repoRoot, 'tests/support/xsd/sitemap.xsd'), index: join(repoRoot, 'tests/support/xsd/siteindex.xsd') };

export async function xsdProblems(xml: string, schema: string): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'xml-')), 'doc.xml');
  writeFileSync(file, xml);
  try {
    await run('xmllint', ['--noout', '--schema', schema, file], { maxBuffer: 64 * 1024 * 1024 });
    return '';
  } catch (error) {
    return error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
  }
}
