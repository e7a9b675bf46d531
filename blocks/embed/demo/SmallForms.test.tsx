import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render';
import { Embed } from '../Embed';
import { embedFixtures } from '../fixtures';

describe('report entry form', () => {
  it('names out-of-range coordinates, and clears a message as soon as the field is fixed', async () => {
    renderWithSite(<Embed {...embedFixtures.en.report} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Address/), '12 rue Principale');
    await user.type(screen.getByLabelText(/^Email/), 'a@b.ca');
    await user.type(screen.getByLabelText(/^Longitude/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Get my report' }));
    expect(await screen.findByText('Longitude must be a number between -180 and 180, but was: abc')).toBeInTheDocument();
    const longitude = screen.getByLabelText(/^Longitude/);
    await user.clear(longitude);
    await user.type(longitude, '-75.7');
    // Still in the field (no blur): the message goes on the change itself.
    expect(longitude).toHaveFocus();
    expect(screen.queryByText(/Longitude must be/)).not.toBeInTheDocument();
  });
});
