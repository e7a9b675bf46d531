import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render';
import { Embed } from './Embed';
import { embedFixtures } from './fixtures';

async function renderGame(locale: 'en' | 'fr' = 'en') {
  renderWithSite(<Embed {...embedFixtures[locale].upgradeGame} />, locale === 'fr' ? { locale: 'fr', path: '/fr' } : {});
  await screen.findByRole('group', { name: embedFixtures[locale].upgradeGame.heading });
  return userEvent.setup();
}

describe('the upgrade game', () => {
  it('praises the right first pick and asks for the next', async () => {
    const user = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Fix Roof' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nailed it! Pick the next upgrade.');
    expect(screen.getByRole('button', { name: /Fix Roof/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Upgrade Windows' }));
    expect(screen.getByRole('status')).toHaveTextContent('Solid choice!');
  });

  it('asks whether anything is more urgent, with the envelope hint, when a pick can wait', async () => {
    const user = await renderGame();
    await user.click(screen.getByRole('button', { name: 'Add Solar Panels' }));
    expect(screen.getByRole('status')).toHaveTextContent('Add Solar Panels is a reasonable choice, but is there anything more urgent?');
    expect(screen.getByRole('status')).toHaveTextContent('Start with the building envelope: fix the roof before installing solar on top.');
    expect(screen.getByRole('button', { name: 'Add Solar Panels' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('ends with success, moves focus to play again, and starts over', async () => {
    const user = await renderGame();
    for (const name of ['Fix Roof', 'Upgrade Windows', 'Upgrade HVAC', 'Add Solar Panels']) await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('status')).toHaveTextContent('Good job! You helped upgrade this house. Success');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play again' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix Roof' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('plays in French', async () => {
    const user = await renderGame('fr');
    await user.click(screen.getByRole('button', { name: 'Installer des panneaux solaires' }));
    expect(screen.getByRole('status')).toHaveTextContent('y a-t-il plus urgent?');
    await user.click(screen.getByRole('button', { name: 'Réparer la toiture' }));
    expect(screen.getByRole('status')).toHaveTextContent('Dans le mille!');
  });
});
