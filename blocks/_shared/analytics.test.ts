import { describe, expect, it } from 'vitest';
import { sentEvents, trackConversion } from './analytics';

describe('analytics', () => {
  it('sends a conversion with value 1 in CAD by default, to the data layer when there is one', () => {
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    trackConversion({ name: 'demo_booking' });
    expect(layer).toEqual([{ event: 'conversion', name: 'demo_booking', value: 1, currency: 'CAD' }]);
    expect(sentEvents.at(-1)).toEqual({ event: 'conversion', params: { name: 'demo_booking', value: 1, currency: 'CAD' } });
  });
});
