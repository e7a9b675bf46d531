import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';
import { deviceInfo } from './device';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const pixel = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36 Edg/156.0';

describe('deviceInfo', () => {
  it('reads platform and browser from the user agent', () => {
    expect(deviceInfo(iphone)).toMatchObject({ isIos: true, isAndroid: false, isSafari: true, isChrome: false, isMobile: true });
    expect(deviceInfo(pixel)).toMatchObject({ isAndroid: true, isChrome: true, isMobile: true });
    expect(deviceInfo(edge)).toMatchObject({ isEdge: true, isChrome: false, isDesktop: true });
    expect(deviceInfo('Googlebot/2.1 (+http://www.google.com/bot.html)').isCrawler).toBe(true);
  });

  it('sizes by the spec’s breakpoints when the width is known', () => {
    expect(deviceInfo(edge, BREAKPOINTS.sm - 1)).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceInfo(edge, BREAKPOINTS.sm)).toMatchObject({ isTablet: true });
    expect(deviceInfo(edge, BREAKPOINTS.md - 1)).toMatchObject({ isTablet: true });
    expect(deviceInfo(iphone, BREAKPOINTS.md)).toMatchObject({ isDesktop: true });
  });
});
