// Message match (issue 43): a lander's list of keyword matches, and how the server picks one for a
// visit. The visitor's keyword (from `utm_term`, or a parameter the marketer names such as Google
// Ads' `{keyword}`) only ever selects an entry: what the page shows are words a marketer wrote, so
// raw URL text never reaches the page. Dependency-free but zod: the server, the Directus schema and
// the tests import it.
import { z } from 'zod';

import type { Locale } from './locale.ts';

/** The text slots a match may fill: the hero's heading and sub-heading, a call to action's label. */
export const MATCH_SLOTS = ['heading', 'subheading', 'cta_label'] as const;
export type MatchSlot = (typeof MATCH_SLOTS)[number];

/** A keyword longer than this (as sent), or of more words, is no match: no ad keyword is that long. */
export const KEYWORD_MAX_LENGTH = 80;
export const KEYWORD_MAX_WORDS = 8;
/** At most this many entries a lander: with the default, the page cache holds a bounded set per page. */
export const MATCHES_PER_PAGE = 20;
/** The parameter read when the marketer names none. */
export const DEFAULT_MATCH_PARAM = 'utm_term';

const slotText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

/** One entry: the phrases that select it and the words it shows. `key` is what leads and analytics store. */
export const matchEntrySchema = z.object({
  key: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, 'lowercase letters, digits and dashes'),
  phrases: z.array(z.string().trim().min(1).max(KEYWORD_MAX_LENGTH)).min(1).max(12),
  heading: slotText(120),
  subheading: slotText(300),
  cta_label: slotText(40),
});
export type MatchEntry = z.output<typeof matchEntrySchema>;

/** A keyword parameter's name: letters, digits and underscores (utm_term, keyword). */
export const MATCH_PARAM_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

/** A lander's matches as stored on the page: which parameter to read, and the entries (best first on ties). */
export const messageMatchSchema = z.object({
  param: z
    .string()
    .regex(MATCH_PARAM_PATTERN)
    .nullish()
    .transform((param) => param ?? DEFAULT_MATCH_PARAM),
  entries: z.array(matchEntrySchema).max(MATCHES_PER_PAGE),
});
export type MessageMatch = z.output<typeof messageMatchSchema>;

/** Letters of the Latin script, digits, spaces and the punctuation keywords carry; anything else is no match. */
const ALLOWED = /^[\p{Script=Latin}\p{M}0-9 +\-_'’.,&]*$/u;
const SEPARATORS = /[+\-_'’.,&\s]+/gu;

/**
 * A keyword's words as compared: case and accents folded, `+` and punctuation as spaces, plurals
 * reduced to their singular the way the page's language makes them. `null` for no usable keyword:
 * empty, too long, too many words, another script, or markup.
 */
export function keywordWords(raw: string | null | undefined, locale: Locale): string[] | null {
  if (!raw || raw.length > KEYWORD_MAX_LENGTH || !ALLOWED.test(raw)) return null;
  const folded = raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = folded.split(SEPARATORS).filter(Boolean);
  if (words.length === 0 || words.length > KEYWORD_MAX_WORDS) return null;
  return words.map((word) => singular(word, locale));
}

function singular(word: string, locale: Locale): string {
  if (word.length <= 3) return word;
  if (locale === 'fr') {
    if (word.endsWith('eaux') || word.endsWith('eux')) return word.slice(0, -1);
    if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
    return /[sx]$/.test(word) ? word.slice(0, -1) : word;
  }
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** How well a phrase matches: 3 the same words, 2 its words in a row inside the keyword, 1 all of them in any order. */
function strength(phrase: readonly string[], keyword: readonly string[]): number {
  if (phrase.length > keyword.length) return 0;
  if (phrase.length === keyword.length && phrase.every((word, i) => word === keyword[i])) return 3;
  for (let start = 0; start + phrase.length <= keyword.length; start++) {
    if (phrase.every((word, i) => word === keyword[start + i])) return 2;
  }
  return phrase.every((word) => keyword.includes(word)) ? 1 : 0;
}

/** Each entry's phrases as compared, worked out once per list and language (a lander's list is asked on every request). */
const phraseCache = new WeakMap<readonly MatchEntry[], Partial<Record<Locale, (string[] | null)[][]>>>();
function phraseWords(entries: readonly MatchEntry[], locale: Locale): (string[] | null)[][] {
  const known = phraseCache.get(entries) ?? {};
  const cached = known[locale];
  if (cached) return cached;
  const words = entries.map((entry) => entry.phrases.map((text) => keywordWords(text, locale)));
  phraseCache.set(entries, { ...known, [locale]: words });
  return words;
}

/**
 * The entry a keyword selects, or `null` (the page's default): the strongest match wins (same words,
 * then the phrase in a row, then all its words), then the phrase of more words, then the entry
 * listed first.
 */
export function pickMatch(entries: readonly MatchEntry[], raw: string | null | undefined, locale: Locale): MatchEntry | null {
  const keyword = keywordWords(raw, locale);
  if (!keyword) return null;
  let best: { entry: MatchEntry; score: number } | null = null;
  const words = phraseWords(entries, locale);
  for (const [e, entry] of entries.entries()) {
    for (const phrase of words[e] ?? []) {
      if (!phrase) continue;
      const level = strength(phrase, keyword);
      const score = level === 0 ? 0 : level * 100 + phrase.length;
      if (score > (best?.score ?? 0)) best = { entry, score };
    }
  }
  return best?.entry ?? null;
}

/** The keyword a request carries for a lander: the first value of its parameter, compared without regard to case of the name. */
export function keywordFrom(search: URLSearchParams, param: string): string | null {
  const wanted = param.toLowerCase();
  for (const [name, value] of search) if (name.toLowerCase() === wanted) return value;
  return null;
}

/**
 * The header in which the server in front of the page cache (server/app.ts) hands the route's loader
 * the entry it picked for a request: the entry's key, never the visitor's words. Never believed from
 * outside (the server drops one sent with a request).
 */
export const MATCH_HEADER = 'x-site-match';

/** An entry key as MATCH_HEADER carries it, or null (absent or malformed). */
export function readMatchHeader(value: string | null | undefined): string | null {
  const key = matchEntrySchema.shape.key.safeParse(value);
  return key.success ? key.data : null;
}

/**
 * A page row's matches as the site uses them: its parameter and entries, or null when it has none, or
 * when what is stored is not a valid list (the Studio refuses such a save; a row written around it
 * shows the page's own words).
 */
export function messageMatchOf(row: { match_param?: string | null; matches?: unknown }): MessageMatch | null {
  if (!Array.isArray(row.matches) || row.matches.length === 0) return null;
  const parsed = messageMatchSchema.safeParse({ param: row.match_param || null, entries: row.matches });
  return parsed.success ? parsed.data : null;
}

/** The entry of a page's matches that `key` names, or null. */
export function matchEntryByKey(match: MessageMatch | null, key: string | null): MatchEntry | null {
  if (!match || !key) return null;
  return match.entries.find((entry) => entry.key === key) ?? null;
}
