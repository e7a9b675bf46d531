import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
    const sameInFrench = new Set(['blog.pageTitle', 'mail.minutes', 'data.field.latitude', 'data.field.longitude']);
    const same = Object.keys(en).filter(
      (k) => en[k as keyof typeof en] === fr[k as keyof typeof fr] && !/^\d+$/.test(en[k as keyof typeof en]) && !sameInFrench.has(k),
    );
    expect(same).toEqual([]);
  });

  it('have every message id the form schemas and server answers use (tsc cannot check those strings)', () => {
    const files = ['schemas/forms.ts', 'src/routes/api.forms.ts', 'src/routes/api.demo-availability.ts', 'kit/forms/submit.ts'];
    const ids = new Set(files.flatMap((f) => [...readFileSync(resolve(process.cwd(), f), 'utf8').matchAll(/'(form\.[\w.]+)'/g)].map((m) => m[1] ?? '')));
    expect(ids.size).toBeGreaterThan(20);
    const missing = [...ids].filter((id) => !(id in en) || !(id in fr));
    expect(missing).toEqual([]);
  });

  it('carry the SPEC §5 texts of the demo form and coordinates', () => {
    expect(en['form.name.required']).toBe('Please enter your name');
    expect(en['form.consent.required']).toBe('To proceed, please agree to be contacted.');
    expect(en['form.times.empty']).toBe('No times available for this day. Please choose another date.');
    expect(en['form.latitude.invalid']).toBe('Latitude must be a number between -90 and 90, but was: {value}');
    expect(en['form.longitude.invalid']).toBe('Longitude must be a number between -180 and 180, but was: {value}');
  });
});
