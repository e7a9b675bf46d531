import { describe, expect, it } from 'vitest';

import { keywordFrom, keywordWords, type MatchEntry, messageMatchSchema, pickMatch } from './message-match.ts';

const entry = (key: string, phrases: string[], heading = `Heading ${key}`): MatchEntry => ({
  key,
  phrases,
  heading,
  subheading: null,
  cta_label: null,
});

describe('keywordWords', () => {
  it('folds case, accents, plus signs and punctuation', () => {
    expect(keywordWords('Heat+Pump  REBATE', 'en')).toEqual(['heat', 'pump', 'rebate']);
    expect(keywordWords('Subvention thermopompe Québec', 'fr')).toEqual(['subvention', 'thermopompe', 'quebec']);
    expect(keywordWords("l'isolation-des combles", 'fr')).toEqual(['l', 'isolation', 'des', 'comble']);
  });

  it('reduces plurals the way the language makes them', () => {
    expect(keywordWords('heat pumps rebates', 'en')).toEqual(['heat', 'pump', 'rebate']);
    expect(keywordWords('batteries boxes glass', 'en')).toEqual(['battery', 'box', 'glass']);
    expect(keywordWords('subventions thermopompes', 'fr')).toEqual(['subvention', 'thermopompe']);
    expect(keywordWords('chevaux bureaux', 'fr')).toEqual(keywordWords('cheval bureau', 'fr'));
  });

  it('treats markup, other scripts, and overlong keywords as no keyword', () => {
    expect(keywordWords('<b>heat pump</b>', 'en')).toBeNull();
    expect(keywordWords('heat pump"><script>alert(1)</script>', 'en')).toBeNull();
    expect(keywordWords('тепловой насос', 'en')).toBeNull();
    expect(keywordWords('热泵', 'fr')).toBeNull();
    expect(keywordWords('heat pump '.repeat(9), 'en')).toBeNull();
    expect(keywordWords('a b c d e f g h i', 'en')).toBeNull();
    expect(keywordWords('   ', 'en')).toBeNull();
    expect(keywordWords(null, 'en')).toBeNull();
  });
});

describe('pickMatch', () => {
  const entries = [entry('heat-pump', ['heat pump']), entry('rebate', ['heat pump rebate', 'heat pump grant']), entry('cost', ['cost'])];

  it('picks the same words over the phrase inside a longer keyword', () => {
    expect(pickMatch(entries, 'heat+pump+rebate', 'en')?.key).toBe('rebate');
    expect(pickMatch(entries, 'Heat Pumps', 'en')?.key).toBe('heat-pump');
  });

  it('prefers the phrase in a row, then the longer phrase, then the entry listed first', () => {
    expect(pickMatch(entries, 'cheap heat pump rebates ontario', 'en')?.key).toBe('rebate');
    expect(pickMatch(entries, 'rebate for a heat pump', 'en')?.key).toBe('heat-pump');
    const tie = [entry('first', ['insulation']), entry('second', ['insulation'])];
    expect(pickMatch(tie, 'attic insulation', 'en')?.key).toBe('first');
  });

  it('accepts all the words in any order as the weakest match', () => {
    expect(pickMatch([entry('grant', ['grant heat pump'])], 'heat pump grant', 'en')?.key).toBe('grant');
    expect(pickMatch([entry('grant', ['grant heat pump'])], 'heat pump', 'en')).toBeNull();
  });

  it('matches French keywords with French plurals and without accents', () => {
    const fr = [entry('subvention', ['subvention thermopompe'])];
    expect(pickMatch(fr, 'subventions+thermopompes', 'fr')?.key).toBe('subvention');
    expect(pickMatch(fr, 'SUBVENTION THERMOPOMPE', 'fr')?.key).toBe('subvention');
  });

  it('gives the default for an unknown keyword, markup or no keyword', () => {
    expect(pickMatch(entries, 'solar panels', 'en')).toBeNull();
    expect(pickMatch(entries, '<img src=x onerror=alert(1)> heat pump', 'en')).toBeNull();
    expect(pickMatch(entries, undefined, 'en')).toBeNull();
    expect(pickMatch([], 'heat pump', 'en')).toBeNull();
  });
});

describe('messageMatchSchema', () => {
  it('reads utm_term when the marketer names no parameter, and empties a blank slot', () => {
    const parsed = messageMatchSchema.parse({
      entries: [{ key: 'rebate', phrases: ['heat pump rebate'], heading: 'Rebates', subheading: '  ' }],
    });
    expect(parsed.param).toBe('utm_term');
    expect(parsed.entries[0]).toMatchObject({ heading: 'Rebates', subheading: null, cta_label: null });
  });

  it('refuses a key that could not be a stored value, and too many entries', () => {
    expect(messageMatchSchema.safeParse({ entries: [{ key: 'Rebate!', phrases: ['x'] }] }).success).toBe(false);
    const many = Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, phrases: ['x'] }));
    expect(messageMatchSchema.safeParse({ entries: many }).success).toBe(false);
  });
});

describe('keywordFrom', () => {
  it('reads the first value of the named parameter whatever the case of its name', () => {
    expect(keywordFrom(new URLSearchParams('KeyWord=heat+pump&keyword=other'), 'keyword')).toBe('heat pump');
    expect(keywordFrom(new URLSearchParams('utm_source=google'), 'utm_term')).toBeNull();
  });
});
