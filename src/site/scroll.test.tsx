import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ScrollManager } from './scroll';

function Shell() {
  return (
    <>
      <ScrollManager />
      <Link to="/plain">plain</Link>
      <Link to="/keep">keep</Link>
      <Outlet />
    </>
  );
}

describe('ScrollManager', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the top after a navigation, unless the route opts out', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Shell />, children: [{ index: true }, { path: 'plain' }, { path: 'keep', handle: { scroll: 'preserve' } }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/plain'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/keep'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
