import { describe, expect, it } from 'vitest';
import { isLive, slugSchema } from './page';

const at = (iso: string) => new Date(iso);

describe('isLive', () => {
  const published = { status: 'published' as const, publish_at: null, unpublish_at: null };

  it('shows only published pages', () => {
    expect(isLive(published, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isLive({ ...published, status: 'draft' }, at('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isLive({ ...published, status: 'archived' }, at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('enforces the publish window to the minute', () => {
    const windowed = { ...published, publish_at: '2026-09-01T12:00:00', unpublish_at: '2026-09-19T12:00:00' };
    expect(isLive(windowed, at('2026-09-01T11:59:00Z'))).toBe(false);
    expect(isLive(windowed, at('2026-09-01T12:00:00Z'))).toBe(true);
    expect(isLive(windowed, at('2026-09-19T11:59:00Z'))).toBe(true);
    expect(isLive(windowed, at('2026-09-19T12:00:00Z'))).toBe(false);
  });
});

describe('slugSchema', () => {
  it('normalises what marketers type', () => {
    expect(slugSchema.parse('')).toBe('/');
    expect(slugSchema.parse('stride')).toBe('/stride');
    expect(slugSchema.parse('/ads/heatPumpLong/')).toBe('/ads/heatPumpLong');
  });

  it('refuses what cannot be a path', () => {
    expect(slugSchema.safeParse('/with space').success).toBe(false);
    expect(slugSchema.safeParse('//evil.example').success).toBe(false);
  });
});
