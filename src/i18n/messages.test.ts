import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import fr from './messages/fr.json';

describe('message catalogues', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('carry the SPEC texts verbatim', () => {
    expect(en['notFound.title']).toBe('Page not found.');
    expect(en['notFound.home']).toBe('Go back home');
  });

  it('are translated, not copied', () => {
    // Words French spells the same way, checked one by one.
    const sameInFrench = new Set(['blog.pageTitle']);
    const same = Object.keys(en).filter((k) => en[k as keyof typeof en] === fr[k as keyof typeof fr] && !/^\d+$/.test(en[k as keyof typeof en]) && !sameInFrench.has(k));
    expect(same).toEqual([]);
  });
});
