import { describe, expect, it } from 'vitest';
import { audienceSchema } from '#schemas/audience';
import { messageMatchSchema } from '#schemas/message-match';
import { heroFixtures } from '../../blocks/hero/fixtures';
import { callToActionFixtures } from '../../blocks/call-to-action/fixtures';
import type { Lander, TargetedBlock } from '../cms/content.server';
import type { PageBlockEntry } from '../cms/blocks';
import { decide, forVisit } from './lander.server';

const spring = audienceSchema.parse({ audience: 'only', audience_campaigns: ['spring-rebates'] });
const notNewsletter = audienceSchema.parse({ audience: 'except', audience_sources: ['newsletter'] });
const forRebate = audienceSchema.parse({ audience: 'only', audience_matches: ['heat-pump-rebate'] });
const targeted = (id: string, audience: TargetedBlock['audience']): TargetedBlock => ({
  id,
  pageId: 7,
  variant: null,
  collection: 'block_call_to_action',
  itemId: id,
  audience,
});

const match = messageMatchSchema.parse({
  entries: [{ key: 'heat-pump-rebate', phrases: ['heat pump rebate'], heading: 'Heat pump rebates', subheading: null, cta_label: null }],
});
const lander: Lander = { match, targeted: [targeted('11', spring), targeted('12', notNewsletter), targeted('13', forRebate)] };
const q = (query: string) => new URLSearchParams(query);

describe('what a lander’s visit sees, decided in front of the page cache', () => {
  it('a visit that names nothing sees the default blocks ("but" blocks, no "only" blocks), and shares the plain address’s copy', () => {
    expect(decide(lander, q('gclid=1'), false, 'en')).toEqual({ param: 'utm_term', key: null, shown: '12', cacheKey: '' });
  });

  it('a campaign, a source and a keyword match each change the set of blocks, and the key says which set, never the words', () => {
    expect(decide(lander, q('utm_campaign=Spring-Rebates&utm_term=attic'), false, 'en')).toMatchObject({ key: null, shown: '11,12' });
    expect(decide(lander, q('utm_source=newsletter'), false, 'en')).toMatchObject({ shown: '', cacheKey: ' shown:' });
    const matched = decide(lander, q('utm_term=heat+pump+rebates&utm_campaign=spring-rebates&utm_source=google'), false, 'en');
    expect(matched).toEqual({ param: 'utm_term', key: 'heat-pump-rebate', shown: '11,12,13', cacheKey: ' match:heat-pump-rebate shown:11,12,13' });
  });

  it('a thousand distinct campaigns that no block names share one key', () => {
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => decide(lander, q(`utm_campaign=c${i}&utm_term=k${i}`), false, 'en').cacheKey));
    expect([...keys]).toEqual(['']);
  });

  it('a crawler gets the default page, whatever its link names', () => {
    expect(decide(lander, q('utm_campaign=spring-rebates&utm_source=newsletter&utm_term=heat+pump+rebate'), true, 'en')).toEqual(
      decide(lander, q(''), false, 'en'),
    );
  });

  it('a page with no targeted block adds nothing to the key for its blocks', () => {
    expect(decide({ match, targeted: [] }, q('utm_campaign=spring-rebates'), false, 'en')).toEqual({ param: 'utm_term', key: null, shown: null, cacheKey: '' });
  });
});

describe('the page’s blocks for one visit', () => {
  const blocks: PageBlockEntry[] = [
    { kind: 'block', id: '10', itemId: '1', block: heroFixtures.en.default },
    { kind: 'block', id: '11', itemId: '2', audience: spring, block: callToActionFixtures.en.demo },
    { kind: 'block', id: '12', itemId: '3', audience: notNewsletter, block: callToActionFixtures.en.light },
    { kind: 'invalid', id: '14', collection: 'block_faq', problems: ['items: too many'] },
  ];
  const ids = (list: PageBlockEntry[]) => list.map((b) => b.id);

  it('keeps every untargeted block and the targeted ones the server named', () => {
    expect(ids(forVisit(blocks, new Set(['11'])))).toEqual(['10', '11', '14']);
    expect(ids(forVisit(blocks, new Set()))).toEqual(['10', '14']);
  });

  it('decides for the default visit when the server named nothing (a plain address), or for the visit a preview views the page as', () => {
    expect(ids(forVisit(blocks, null))).toEqual(['10', '12', '14']);
    expect(ids(forVisit(blocks, null, { campaign: 'spring-rebates', source: 'newsletter', match: null }))).toEqual(['10', '11', '14']);
  });
});
