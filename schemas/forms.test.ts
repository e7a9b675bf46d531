import { describe, expect, it } from 'vitest';
import { demoRequestSchema, fieldErrors, reportSchema, waitlistSchema } from './forms';

const valid = { name: 'Marie-Ève O’Connor', company: 'Chauffage Côté & Fils', email: 'marie@example.ca', role: 'hvac_installer', consent: true };
const errorsOf = (input: unknown) => {
  const r = demoRequestSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('demo request schema', () => {
  it('accepts names with accents, apostrophes and hyphens, and drops the industry unless the role is Other', () => {
    const r = demoRequestSchema.parse({ ...valid, industry: 'ignored' });
    expect(r.name).toBe('Marie-Ève O’Connor');
    expect(r.industry).toBeNull();
  });

  it('says which field is empty and which is malformed, with the SPEC’s message for each', () => {
    expect(errorsOf({})).toEqual({
      name: { message: 'form.name.required' },
      company: { message: 'form.company.required' },
      email: { message: 'form.email.required' },
      role: { message: 'form.role.required' },
      consent: { message: 'form.consent.required' },
    });
    expect(errorsOf({ ...valid, name: 'R2-D2', company: '!!!', email: 'not-an-email' })).toEqual({
      name: { message: 'form.name.invalid' },
      company: { message: 'form.company.invalid' },
      email: { message: 'form.email.invalid' },
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(81) })).toEqual({ name: { message: 'form.name.invalid' } });
    expect(errorsOf(null)).toEqual({ form: { message: expect.any(String) } });
  });

  it('asks the industry of Other only, alongside the other fields’ messages', () => {
    expect(errorsOf({ role: 'other' })).toMatchObject({ name: { message: 'form.name.required' }, industry: { message: 'form.industry.required' } });
    expect(errorsOf({ ...valid, role: 'other' })).toEqual({ industry: { message: 'form.industry.required' } });
    expect(errorsOf({ ...valid, role: 'other', industry: '@@' })).toEqual({ industry: { message: 'form.industry.invalid' } });
    expect(demoRequestSchema.parse({ ...valid, role: 'other', industry: 'Municipal government' }).industry).toBe('Municipal government');
  });
});

describe('small forms', () => {
  it('checks coordinates with the SPEC’s messages, naming the value', () => {
    const r = reportSchema.safeParse({ address: '12 rue Principale, Gatineau', email: 'a@b.ca', latitude: '91', longitude: 'east' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      latitude: { message: 'form.latitude.invalid', values: { value: '91' } },
      longitude: { message: 'form.longitude.invalid', values: { value: 'east' } },
    });
    expect(reportSchema.parse({ address: '12 rue Principale, Gatineau', email: 'a@b.ca', latitude: '45.48', longitude: -75.7 })).toMatchObject({ latitude: 45.48, longitude: -75.7 });
  });

  it('makes the waitlist company optional', () => {
    expect(waitlistSchema.parse({ email: 'a@b.ca', role: 'energy_advisor' }).company).toBeNull();
  });
});
