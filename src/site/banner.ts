// The promotional banner's memory: closing it sets a cookie naming this banner (its text and dates),
// and a script in <head> hides it before the first paint on every later page, so the cached HTML,
// the same for everyone, never flashes it. A new banner has a new key and shows again.
import { scriptJson } from '#kit/html/script-json';

export const BANNER_COOKIE = 'banner_dismissed';

/** `key` is a hash of the banner (src/site/chrome.ts), but is written as any text would be, never trusted to be one. */
export function bannerDismissedScript(key: string): string {
  return `try{if(document.cookie.split('; ').indexOf(${scriptJson(`${BANNER_COOKIE}=${key}`)})>-1)document.documentElement.classList.add('banner-dismissed')}catch(e){}`;
}
