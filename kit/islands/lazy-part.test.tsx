import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, PartBoundary } from './lazy-part';

vi.mock('./reload', () => ({ reloadAfterChunkError: vi.fn(() => false) }));

const Times = ({ day }: { day: string }) => <p>Times of {day}</p>;

/** Renders inside an awaited `act`: React retries a render that suspended inside `act` only within one. */
async function renderSettled(ui: ReactElement) {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(ui);
    await new Promise((r) => setTimeout(r, 0));
  });
  return rendered ?? expect.fail('not rendered');
}

describe('a part of an island in a chunk of its own', () => {
  it('renders at once once loaded beforehand, as the server renders it (synchronously)', async () => {
    const load = vi.fn(() => Promise.resolve(Times));
    const part = lazyPart(load);
    await part.preload();
    expect(renderToString(<Suspense fallback="Loading">{<part.Part day="Tuesday" />}</Suspense>)).toContain('Times of <!-- -->Tuesday');
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('in the browser: its fallback until the chunk is there, then the part', async () => {
    let arrive = () => {};
    const part = lazyPart(() => new Promise<typeof Times>((resolve) => (arrive = () => resolve(Times))));
    await renderSettled(
      <PartBoundary loading={<p>Loading</p>} failed={<p>Unavailable</p>}>
        <part.Part day="Tuesday" />
      </PartBoundary>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(() => Promise.resolve(arrive()));
    expect(await screen.findByText('Times of Tuesday')).toBeInTheDocument();
  });

  it('says so when its chunk cannot be fetched (once, not on every render), and fetches it again when next shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Times>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Times);
    const part = lazyPart(load);
    const view = (
      <PartBoundary loading={<p>Loading</p>} failed={<p>Unavailable</p>} onFailed={part.forget}>
        <part.Part day="Tuesday" />
      </PartBoundary>
    );
    const { unmount } = await renderSettled(view);
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    await renderSettled(view);
    expect(await screen.findByText('Times of Tuesday')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
