import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { timelineFixtures } from './fixtures';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists the milestones in order, each with when it happens', () => {
    renderWithSite(<Timeline {...timelineFixtures.en.program} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading', { level: 3 }).textContent)).toEqual(['Kick-off', 'Program live', 'First results']);
    expect(items[1]).toHaveTextContent('3 weeks');
    expect(items[2]).toHaveTextContent('2 months');
  });

  it('reads in French', () => {
    renderWithSite(<Timeline {...timelineFixtures.fr.program} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'De la signature aux résultats' })).toHaveTextContent('3 semaines');
  });
});
