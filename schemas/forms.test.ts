import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { demoBookingSchema, demoRequestSchema, fieldErrors, newsletterSchema, reportSchema, waitlistSchema, type DemoRequestInput } from './forms';

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
    const anyMessage: unknown = expect.any(String);
    expect(errorsOf(null)).toEqual({ form: { message: anyMessage } });
  });

  it('asks the industry of Other only, alongside the other fields’ messages', () => {
    expect(errorsOf({ role: 'other' })).toMatchObject({ name: { message: 'form.name.required' }, industry: { message: 'form.industry.required' } });
    expect(errorsOf({ ...valid, role: 'other' })).toEqual({ industry: { message: 'form.industry.required' } });
    expect(errorsOf({ ...valid, role: 'other', industry: '@@' })).toEqual({ industry: { message: 'form.industry.invalid' } });
    expect(demoRequestSchema.parse({ ...valid, role: 'other', industry: 'Municipal government' }).industry).toBe('Municipal government');
    expect(errorsOf({ ...valid, name: 'R2-D2', role: 'other', industry: '@@' })).toEqual({
      name: { message: 'form.name.invalid' },
      industry: { message: 'form.industry.invalid' },
    });
    expect(errorsOf({ ...valid, role: 'other', industry: '   ' })).toEqual({ industry: { message: 'form.industry.required' } });
    expect(errorsOf({ ...valid, role: 'other', industry: 'x'.repeat(81) })).toEqual({ industry: { message: 'form.industry.invalid' } });
  });

  it('answers an industry that is not text with a message, never a crash (a hand-made request)', () => {
    const result = demoRequestSchema.safeParse({ ...valid, role: 'other', industry: 42 });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)['industry']?.message).toBe('form.industry.invalid');
  });

  it('trims what it keeps, and tells blank from malformed', () => {
    expect(demoRequestSchema.parse({ ...valid, name: '  Jo ', company: ' 3M ', email: ' a@b.ca ', role: 'other', industry: ' Farming ' })).toEqual({
      ...valid,
      name: 'Jo',
      company: '3M',
      email: 'a@b.ca',
      role: 'other',
      industry: 'Farming',
    });
    expect(errorsOf({ ...valid, name: '   ', company: ' A ', email: `${'a'.repeat(64)}@${'b'.repeat(187)}.ca` })).toEqual({
      name: { message: 'form.name.required' },
      company: { message: 'form.company.invalid' },
      email: { message: 'form.email.invalid' },
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(80), company: 'x'.repeat(100), email: `${'a'.repeat(64)}@${'b'.repeat(186)}.ca` })).toEqual({});
    expect(errorsOf({ ...valid, role: 'Other', consent: 'true' })).toEqual({
      role: { message: 'form.role.required' },
      consent: { message: 'form.consent.required' },
    });
  });

  it('gives react-hook-form the same message ids through zodResolver', async () => {
    const resolve = (values: Partial<DemoRequestInput>) =>
      zodResolver(demoRequestSchema)(values as DemoRequestInput, undefined, { fields: {}, shouldUseNativeValidation: false });
    const failed = await resolve({ name: 'R2-D2', company: '', email: 'a@b.ca', role: 'other', industry: '@@' });
    expect(failed.values).toEqual({});
    expect(Object.fromEntries(Object.entries(failed.errors).map(([k, e]) => [k, e?.message]))).toEqual({
      name: 'form.name.invalid',
      company: 'form.company.required',
      industry: 'form.industry.invalid',
      consent: 'form.consent.required',
    });
    expect(await resolve({ ...valid, role: 'energy_advisor', industry: 'dropped', consent: true })).toEqual({
      values: { ...valid, role: 'energy_advisor', industry: null },
      errors: {},
    });
  });
});

describe('small forms', () => {
  it('checks coordinates with the SPEC’s messages, naming the value', () => {
    const r = reportSchema.safeParse({ address: '12 rue Principale, Gatineau', email: 'a@b.ca', latitude: '91', longitude: 'east' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      latitude: { message: 'form.latitude.invalid', values: { value: '91' } },
      longitude: { message: 'form.longitude.invalid', values: { value: 'east' } },
    });
    expect(reportSchema.parse({ address: '12 rue Principale, Gatineau', email: 'a@b.ca', latitude: '45.48', longitude: -75.7 })).toMatchObject({
      latitude: 45.48,
      longitude: -75.7,
    });
  });

  it('makes the waitlist company optional', () => {
    expect(waitlistSchema.parse({ email: 'a@b.ca', role: 'energy_advisor' }).company).toBeNull();
    expect(waitlistSchema.parse({ email: 'a@b.ca', role: 'other', company: '   ' }).company).toBeNull();
    expect(waitlistSchema.parse({ email: 'a@b.ca', role: 'other', company: ' Acme (Canada) ' }).company).toBe('Acme (Canada)');
    const r = waitlistSchema.safeParse({ email: '', role: 'x', company: 'x'.repeat(101) });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      email: { message: 'form.email.required' },
      role: { message: 'form.role.required' },
      company: { message: 'form.company.invalid' },
    });
  });

  it('leaves coordinates out when blank, and checks the report’s address and the newsletter’s consent', () => {
    const report = { address: ' 12 rue Principale ', email: 'a@b.ca' };
    expect(reportSchema.parse({ ...report, latitude: ' ', longitude: ' -75.7 ' })).toEqual({
      ...report,
      address: '12 rue Principale',
      latitude: null,
      longitude: -75.7,
    });
    const r = reportSchema.safeParse({ address: ' 1234 ', email: 'a@b', latitude: -90.5, longitude: 180 });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({
      address: { message: 'form.address.invalid' },
      email: { message: 'form.email.invalid' },
      latitude: { message: 'form.latitude.invalid', values: { value: '-90.5' } },
    });
    const n = newsletterSchema.safeParse({ email: '  ', consent: false });
    expect(n.success ? {} : fieldErrors(n.error)).toEqual({
      email: { message: 'form.email.required' },
      consent: { message: 'form.newsletterConsent.required' },
    });
  });

  it('takes a booking’s time with its offset, and its zone or UTC', () => {
    expect(demoBookingSchema.parse({ slot: '2030-01-01T10:00:00-05:00', timeZone: ' America/Toronto ' })).toEqual({
      slot: '2030-01-01T10:00:00-05:00',
      timeZone: 'America/Toronto',
    });
    expect(demoBookingSchema.parse({ slot: '2030-01-01T15:00:00Z' }).timeZone).toBe('UTC');
    for (const slot of [undefined, '2030-01-01T10:00:00', '2030-01-01']) {
      const r = demoBookingSchema.safeParse({ slot });
      expect(r.success ? {} : fieldErrors(r.error)).toEqual({ slot: { message: 'form.slot.required' } });
    }
  });
});
