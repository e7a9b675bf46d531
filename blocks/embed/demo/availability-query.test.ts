import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#kit/query/client';
import { availabilityQuery, type Day } from './availability-query';

const day: Day = { day: '2031-03-04', firstDay: '2031-03-03', lastDay: '2031-04-02', openDays: ['2031-03-04'], slots: ['2031-03-04T14:00:00.000Z'] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The addresses fetched, and a fetch answering from `answers` in turn (the last one repeats). */
function network(...answers: (() => Response)[]) {
  const asked: string[] = [];
  const fetch = vi.fn((url: string) => {
    asked.push(url);
    const answer = answers[Math.min(asked.length, answers.length) - 1] ?? (() => json({}, 500));
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

describe('the demo’s free times, read through TanStack Query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the day, or for the first day with free times without one', async () => {
    const asked = network(() => json(day));
    const client = createQueryClient();
    expect(await client.fetchQuery(availabilityQuery('2031-03-04'))).toEqual(day);
    expect(await client.fetchQuery(availabilityQuery(null))).toEqual(day);
    expect(asked).toEqual(['/api/demo/availability?day=2031-03-04', '/api/demo/availability']);
  });

  it('tries twice more, half a second then a second later, when the site is away; then fails', async () => {
    vi.useFakeTimers();
    const asked = network(() => json({ error: 'form.unavailable' }, 503));
    const read = createQueryClient().fetchQuery(availabilityQuery('2031-03-04'));
    const failed = expect(read).rejects.toThrow('503');
    await vi.advanceTimersByTimeAsync(499);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(3);
    await failed;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(3);
  });

  it('succeeds on a later try', async () => {
    vi.useFakeTimers();
    network(
      () => json({}, 502),
      () => json(day),
    );
    const read = createQueryClient().fetchQuery(availabilityQuery('2031-03-04'));
    await vi.advanceTimersByTimeAsync(500);
    expect(await read).toEqual(day);
  });

  it('does not ask again for a day the site refused, nor for an answer that is not times', async () => {
    const asked = network(() => json({ error: 'form.day.invalid' }, 400));
    await expect(createQueryClient().fetchQuery(availabilityQuery('2031-13-40'))).rejects.toThrow('400');
    expect(asked).toHaveLength(1);
  });

  it('keeps one entry per day, the first day with free times its own', () => {
    expect(availabilityQuery('2031-03-04').queryKey).toEqual(['demo', 'availability', '2031-03-04']);
    expect(availabilityQuery(null).queryKey).toEqual(['demo', 'availability', 'first']);
  });
});
