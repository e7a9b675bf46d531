import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './client';
import { IslandQueryProvider, useIslandQuery, type IslandQuery } from './island-query';

describe('an island’s query client', () => {
  it('is one per island root, whoever asks for it first and however', async () => {
    // Two islands, each with two components that read their island's query holder.
    const seen: Record<string, IslandQuery> = {};
    const Reader = ({ id }: { id: string }) => {
      seen[id] = useIslandQuery();
      return null;
    };
    render(
      <>
        <IslandQueryProvider>
          <Reader id="a1" />
          <Reader id="a2" />
        </IslandQueryProvider>
        <IslandQueryProvider>
          <Reader id="b1" />
          <Reader id="b2" />
        </IslandQueryProvider>
      </>,
    );
    const { a1, a2, b1, b2 } = seen;
    if (!a1 || !a2 || !b1 || !b2) throw new Error('an island did not render');
    const fetched = await a1.client();
    expect(a2.clientFrom(createQueryClient)).toBe(fetched);
    expect(await a2.client()).toBe(fetched);
    const made = b2.clientFrom(createQueryClient);
    expect(made).not.toBe(fetched);
    expect(await b1.client()).toBe(made);
  });
});
