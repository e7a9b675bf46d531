import { describe, expect, it } from 'vitest';
import { pageSchema } from '#schemas/page';
import { messageMatchOf, type MatchEntry } from '#schemas/message-match';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { callToActionFixtures } from '../../blocks/call-to-action/fixtures';
import type { Block } from '../../blocks';
import type { PageView } from '../cms/types';
import { withMatch } from './message-match.server';

const row = pageSchema.parse({
  id: 7,
  status: 'published',
  locale: 'en',
  slug: '/ads/heatPumpShort',
  translation_key: 'ads-heatPumpShort',
  title: 'Heat pumps',
});
const view = (...blocks: Block[]): PageView => ({
  page: row,
  blocks: blocks.map((block, i) => ({ kind: 'block', id: String(i), itemId: String(i), block })),
  alternates: [],
  settings: null,
  preview: false,
});
const rebate: MatchEntry = {
  key: 'heat-pump-rebate',
  phrases: ['heat pump rebate'],
  heading: 'Heat pump rebates',
  subheading: null,
  cta_label: 'Find my rebates',
};
const shown = (v: PageView) => v.blocks.map((b) => (b.kind === 'block' ? b.block : null));

describe('a lander with an entry’s words', () => {
  it('puts them in the first hero’s heading and button, keeps its own text where the entry has none, and marks the entry', () => {
    const hero = heroFixtures.en.default;
    const matched = withMatch(view(hero, heroFixtures.en.centered), rebate);
    const [first, second] = shown(matched);
    expect(first).toMatchObject({ headline: 'Heat pump rebates', body: hero.body, primary_label: 'Find my rebates', eyebrow: hero.eyebrow });
    // Only the first hero: the second keeps its words.
    expect(second).toEqual(heroFixtures.en.centered);
    expect(matched.match).toBe('heat-pump-rebate');
  });

  it('gives the button label to the first call to action when the hero has no button', () => {
    const hero = { ...heroFixtures.en.default, primary_label: undefined, primary_href: undefined };
    const [first, band] = shown(withMatch(view(hero, callToActionFixtures.en.demo, callToActionFixtures.en.light), rebate));
    expect(first).toMatchObject({ headline: 'Heat pump rebates', primary_label: undefined });
    expect(band).toMatchObject({ button_label: 'Find my rebates' });
  });

  it('leaves the page as it was for the slots the entry leaves empty', () => {
    const hero = heroFixtures.en.default;
    const [first] = shown(withMatch(view(hero), { ...rebate, heading: null, cta_label: null, subheading: 'Rebates, sized' }));
    expect(first).toMatchObject({ headline: hero.headline, body: 'Rebates, sized', primary_label: hero.primary_label });
  });
});

describe('a page row’s matches', () => {
  it('are none when the row has none, or when what is stored is not a valid list', () => {
    expect(messageMatchOf({ match_param: null, matches: null })).toBeNull();
    expect(messageMatchOf({ match_param: null, matches: [] })).toBeNull();
    expect(messageMatchOf({ match_param: null, matches: [{ key: 'Not A Key!', phrases: ['x'] }] })).toBeNull();
    expect(messageMatchOf({ match_param: 'bad param', matches: [rebate] })).toBeNull();
    expect(messageMatchOf({ match_param: null, matches: [rebate] })).toEqual({ param: 'utm_term', entries: [rebate] });
    expect(messageMatchOf({ match_param: 'keyword', matches: [rebate] })?.param).toBe('keyword');
  });
});
