// The consent banner at the first paint. The page's HTML is the same for everyone (cached), with the
// banner hidden; this script in <head> reads the consent cookie before anything is painted and, when
// no choice counts for this policy version, marks the root so that CSS shows the banner at once.
// src/browser/consent.ts then takes over (its buttons, and the checks of readConsent, which this
// mirrors); without JavaScript the banner never shows, and nothing could track the visitor then either.
import { CONSENT_ASK_CLASS, CONSENT_COOKIE, CONSENT_MAX_AGE_S } from '#schemas/consent';
import { scriptJson } from '#kit/html/script-json';

/**
 * The inline script: the same checks as readConsent (version, 13 months, not in the future). The version
 * is the site settings' (a marketer's text): written with scriptJson, so that no value can end the
 * script element, whatever the settings' schema let through.
 */
export function consentAskScript(version: string): string {
  const name = scriptJson(`${CONSENT_COOKIE}=`);
  return (
    `try{var c=document.cookie.split(';'),v=null,i,p;for(i=0;i<c.length;i++){p=c[i].replace(/^\\s+/,'');if(p.indexOf(${name})===0){v=p.slice(${CONSENT_COOKIE.length + 1});break}}` +
    `var m=v&&/^([^.]*)\\.[01][01]\\.(\\d{1,12})$/.exec(v),n=Date.now(),t=m?m[2]*1000:0,ok=false;` +
    `try{ok=!!m&&decodeURIComponent(m[1])===${scriptJson(version)}&&t<=n+60000&&n-t<=${CONSENT_MAX_AGE_S * 1000}}catch(e){}` +
    `if(!ok)document.documentElement.classList.add(${scriptJson(CONSENT_ASK_CLASS)})}catch(e){}`
  );
}
