// SPEC §3 device information: isMobile, isTablet, isDesktop, isIos, isAndroid, browser flags and
// isCrawler, refreshed 50 ms after a resize. The server guesses from the user agent; the browser
// refines by width with the SPEC's breakpoints.
import { isbot } from 'isbot';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
/** SPEC §9: device information is refreshed 50 ms after the last resize. */
export const DEVICE_REFRESH_MS = 50;

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
    isCrawler: isbot(ua),
  };
}

const DeviceContext = createContext<DeviceInfo>(deviceInfo(''));

/**
 * The server renders the same HTML for every browser (it is cached), so it assumes a desktop; the
 * browser knows better from its first effect on.
 */
export function DeviceProvider({ isCrawler, children }: { isCrawler: boolean; children: ReactNode }) {
  const [info, setInfo] = useState(() => ({ ...deviceInfo(''), isCrawler }));
  useEffect(() => {
    const refresh = () => setInfo(deviceInfo(navigator.userAgent, window.innerWidth));
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, DEVICE_REFRESH_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => {
    // Exposed on <html> for styles and tests that need to know what the site decided.
    document.documentElement.dataset['device'] = info.isMobile ? 'mobile' : info.isTablet ? 'tablet' : 'desktop';
  }, [info]);
  return <DeviceContext value={info}>{children}</DeviceContext>;
}

export function useDevice(): DeviceInfo {
  return useContext(DeviceContext);
}
