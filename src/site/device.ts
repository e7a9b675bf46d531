// SPEC §3 device information: isMobile, isTablet, isDesktop, isIos, isAndroid, browser flags and
// isCrawler, refreshed 50 ms after a resize. The server guesses from the user agent; in the browser
// src/browser/main.ts sizes the device by width with the same breakpoints (<html data-device>).
import { isCrawler } from './crawler';
import { BREAKPOINTS } from './breakpoints';

export type DeviceInfo = {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isChrome: boolean;
  isFirefox: boolean;
  isSafari: boolean;
  isEdge: boolean;
  isCrawler: boolean;
};

export function deviceInfo(userAgent: string, width?: number): DeviceInfo {
  const ua = userAgent;
  const isIos = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && /Mobile\//.test(ua));
  const isAndroid = /Android/.test(ua);
  const isEdge = /Edg\//.test(ua);
  const isFirefox = /Firefox\/|FxiOS/.test(ua);
  const isChrome = !isEdge && /Chrome\/|CriOS/.test(ua);
  const isSafari = !isChrome && !isEdge && !isFirefox && /Safari\//.test(ua);
  let size: 'mobile' | 'tablet' | 'desktop';
  if (width !== undefined) size = width < BREAKPOINTS.sm ? 'mobile' : width < BREAKPOINTS.md ? 'tablet' : 'desktop';
  else if (/iPad|Tablet/.test(ua) || (isAndroid && !/Mobile/.test(ua))) size = 'tablet';
  else if (/Mobi|iPhone|iPod/.test(ua)) size = 'mobile';
  else size = 'desktop';
  return {
    isMobile: size === 'mobile',
    isTablet: size === 'tablet',
    isDesktop: size === 'desktop',
    isIos,
    isAndroid,
    isChrome,
    isFirefox,
    isSafari,
    isEdge,
    isCrawler: isCrawler(ua),
  };
}
