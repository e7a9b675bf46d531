import { describe, expect, it } from 'vitest';

import { audienceSchema, audienceValue, isShownTo, readShownHeader, shownValue, visitOf, DEFAULT_VISIT, type Visit } from './audience.ts';

const only = (a: Partial<Record<'audience_campaigns' | 'audience_sources' | 'audience_matches', string[]>>) => audienceSchema.parse({ audience: 'only', ...a });
const except = (a: Partial<Record<'audience_campaigns' | 'audience_sources' | 'audience_matches', string[]>>) =>
  audienceSchema.parse({ audience: 'except', ...a });
const visit = (v: Partial<Visit>): Visit => ({ ...DEFAULT_VISIT, ...v });

describe('a block’s audience', () => {
  it('is everyone when the item says nothing (blocks saved before targeting existed)', () => {
    expect(audienceSchema.parse({})).toEqual({ audience: 'everyone', audience_campaigns: [], audience_sources: [], audience_matches: [] });
    expect(isShownTo(audienceSchema.parse({ audience: null }), DEFAULT_VISIT)).toBe(true);
  });

  it('compares campaign and source names as ad links write them: case and spacing folded, duplicates dropped', () => {
    expect(only({ audience_campaigns: ['Spring-Rebates', ' spring-rebates ', 'Fall  Promo'] }).audience_campaigns).toEqual(['spring-rebates', 'fall promo']);
    expect(audienceValue('  Spring-REBATES ')).toBe('spring-rebates');
    expect(audienceValue('')).toBeNull();
  });

  it('refuses an "only" or "but" that names nobody, markup, and overlong lists', () => {
    expect(audienceSchema.safeParse({ audience: 'only' }).success).toBe(false);
    expect(audienceSchema.safeParse({ audience: 'except', audience_campaigns: [] }).success).toBe(false);
    expect(audienceSchema.safeParse({ audience: 'only', audience_campaigns: ['<script>'] }).success).toBe(false);
    expect(audienceSchema.safeParse({ audience: 'only', audience_matches: ['Not A Key'] }).success).toBe(false);
    expect(audienceSchema.safeParse({ audience: 'only', audience_sources: Array.from({ length: 11 }, (_, i) => `s${i}`) }).success).toBe(false);
    expect(audienceSchema.safeParse({ audience: 'sometimes', audience_campaigns: ['a'] }).success).toBe(false);
  });
});

describe('who sees a targeted block', () => {
  it('shows an "only" block to a visit named by any of its campaigns, sources or matches, and to nobody else', () => {
    const block = only({ audience_campaigns: ['spring-rebates'], audience_sources: ['newsletter'], audience_matches: ['heat-pump-rebate'] });
    expect(isShownTo(block, visit({ campaign: 'spring-rebates' }))).toBe(true);
    expect(isShownTo(block, visit({ source: 'newsletter' }))).toBe(true);
    expect(isShownTo(block, visit({ match: 'heat-pump-rebate' }))).toBe(true);
    expect(isShownTo(block, visit({ campaign: 'fall-promo', source: 'google' }))).toBe(false);
    expect(isShownTo(block, DEFAULT_VISIT)).toBe(false);
  });

  it('hides a "but" block from the visits it names, and shows it to every other, the default visit included', () => {
    const block = except({ audience_sources: ['newsletter'] });
    expect(isShownTo(block, visit({ source: 'newsletter' }))).toBe(false);
    expect(isShownTo(block, visit({ source: 'google' }))).toBe(true);
    expect(isShownTo(block, DEFAULT_VISIT)).toBe(true);
  });

  it('reads a visit from the query the way the block names it, and markup names nobody', () => {
    const search = new URLSearchParams('utm_campaign=Spring-Rebates&utm_source=%3Cb%3Ex%3C%2Fb%3E');
    expect(visitOf(search, 'heat-pump-rebate')).toEqual({ campaign: 'spring-rebates', source: null, match: 'heat-pump-rebate' });
  });
});

describe('the shown header', () => {
  it('carries the shown blocks sorted, so one set is one cache key, and reads back only well-formed ids', () => {
    expect(shownValue(['12', '3', '7'])).toBe(shownValue(['7', '12', '3']));
    expect([...(readShownHeader('3,12,<x>,7') ?? [])]).toEqual(['3', '12', '7']);
    expect(readShownHeader(null)).toBeNull();
    expect(readShownHeader('')?.size).toBe(0);
  });
});
