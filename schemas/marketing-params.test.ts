import { describe, expect, it } from 'vitest';
import { cacheKeyFor, isMarketingParam, withoutMarketingParams } from './marketing-params';

describe('marketing parameters', () => {
  it('recognises campaign tags and click ids whatever their case, and nothing else', () => {
    for (const name of [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_id',
      'utm_source_platform',
      'UTM_Source',
      'gclid',
      'GCLID',
      'gbraid',
      'wbraid',
      'fbclid',
      'msclkid',
      '_gl',
      'mc_cid',
      'mc_eid',
    ]) {
      expect(isMarketingParam(name), name).toBe(true);
    }
    for (const name of ['category', 'sort', 'page', 'preview', 'w', 'utm', 'xutm_source', 'gclid2', 'gl', 'q', '']) {
      expect(isMarketingParam(name), name).toBe(false);
    }
  });

  it('strips them from a query string and keeps the rest in its order', () => {
    expect(withoutMarketingParams('?utm_source=news&sort=oldest&gclid=abc&category=rebates')).toBe('?sort=oldest&category=rebates');
    expect(withoutMarketingParams('utm_source=news&fbclid=1')).toBe('');
    expect(withoutMarketingParams('')).toBe('');
    expect(withoutMarketingParams(new URLSearchParams({ page: '2', MSCLKID: 'z' }))).toBe('?page=2');
  });

  it('gives a campaign URL the cache key of the bare page', () => {
    expect(cacheKeyFor('/ads/heatPumpShort?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ')).toBe('/ads/heatPumpShort');
    expect(cacheKeyFor('/fr/ads/heatPumpShort?_gl=1*abc&mc_cid=x&mc_eid=y&wbraid=w&gbraid=g')).toBe('/fr/ads/heatPumpShort');
    expect(cacheKeyFor('/ads/heatPumpShort?')).toBe('/ads/heatPumpShort');
    expect(cacheKeyFor('/ads/heatPumpShort')).toBe('/ads/heatPumpShort');
  });

  it('leaves out a lander’s keyword parameter when asked, whatever its case, and keeps the rest', () => {
    expect(cacheKeyFor('/ads/heatPumpShort?keyword=heat+pump+rebate&gclid=1', ['keyword'])).toBe('/ads/heatPumpShort');
    expect(cacheKeyFor('/ads/heatPumpShort?KeyWord=rebates&page=2', ['keyword'])).toBe('/ads/heatPumpShort?page=2');
    expect(cacheKeyFor('/ads/heatPumpShort?keyword=rebates')).toBe('/ads/heatPumpShort?keyword=rebates');
  });

  it('keeps the parameters that change the page, in one order whatever order they came in', () => {
    const a = cacheKeyFor('/blog?sort=oldest&gclid=1&category=rebates&page=2');
    const b = cacheKeyFor('/blog?page=2&category=rebates&utm_source=x&sort=oldest');
    expect(a).toBe(b);
    expect(new URLSearchParams(a.split('?')[1])).toEqual(new URLSearchParams({ category: 'rebates', page: '2', sort: 'oldest' }));
    expect(cacheKeyFor('/blog?category=rebates')).not.toBe(cacheKeyFor('/blog?category=heat-pumps'));
    expect(cacheKeyFor('/blog?category=rebates')).not.toBe(cacheKeyFor('/blog'));
  });

  it('keeps repeated names in their order (a page reads the first) and equivalent encodings together', () => {
    expect(cacheKeyFor('/blog?category=a&z=1&category=b')).not.toBe(cacheKeyFor('/blog?category=b&z=1&category=a'));
    expect(cacheKeyFor('/blog?q=heat%20pump')).toBe(cacheKeyFor('/blog?q=heat+pump'));
    expect(cacheKeyFor('/blog?q=a%26b')).not.toBe(cacheKeyFor('/blog?q=a&b'));
  });

  it('never confuses the path with the query', () => {
    expect(cacheKeyFor('/a%3Fgclid=1')).toBe('/a%3Fgclid=1');
    expect(cacheKeyFor('/a?b=1#gclid=2')).toBe('/a?b=1');
  });
});
