import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { stepsFixtures } from './fixtures';
import { Steps } from './Steps';

describe('Steps', () => {
  it('shows Stride’s four steps in order, as an ordered list', () => {
    renderWithSite(<Steps {...stepsFixtures.en.stride} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Set the project', 'Scan the home', 'Review the model', 'Export and share']);
  });

  it('reads in French', () => {
    renderWithSite(<Steps {...stepsFixtures.fr.stride} />, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Du stationnement au rapport F280 en quatre étapes' })).toBeInTheDocument();
  });
});
