// The demo booking's time step as a visitor meets it in the browser: its times read through the
// island's TanStack Query client (blocks/embed/demo/availability-query.ts), the network faked at
// the fetch level.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormStatesProvider } from '#kit/forms/form-state';
import { renderWithSite } from '../../../tests/support/render';
import { Embed } from '../Embed';
import { embedFixtures } from '../fixtures';

const block = embedFixtures.en.demoBooking;
const TUESDAY = { day: '2031-03-04', firstDay: '2031-03-03', lastDay: '2031-04-02', openDays: ['2031-03-04', '2031-03-05'] };
const NINE = '2031-03-04T14:00:00.000Z';
const TEN = '2031-03-04T15:00:00.000Z';
const times = { ...TUESDAY, slots: [NINE, TEN] };

/** The page a plain post was answered with: the time step, its times in the firm's zone. */
const timeStep = JSON.stringify({
  values: { name: 'Ada Lovelace', company: 'Analytical Engines', email: 'ada@example.ca', role: 'hvac_installer', consent: 'on' },
  errors: {},
  problem: null,
  step: 'time',
  times: { ...times, timeZone: 'America/Toronto' },
  done: null,
});

type Answer = { status?: number; body: unknown; after?: Promise<void> };
/** A fetch that answers by address (a list answers in turn, its last answer repeating); every request is kept. */
function network(routes: Record<string, Answer | Answer[]>) {
  const asked: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
      const route = routes[url] ?? { status: 404, body: {} };
      const list = Array.isArray(route) ? route : [route];
      const answer = list[Math.min(asked.filter((a) => a.url === url).length, list.length) - 1] ?? { status: 500, body: {} };
      const response = new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
      return (answer.after ?? Promise.resolve()).then(() => response);
    }),
  );
  return { asked, reads: (url: string) => asked.filter((a) => a.url === url).length };
}

function openAt(initial: string | null) {
  renderWithSite(
    <FormStatesProvider states={initial ? { [String(block.id)]: initial } : {}}>
      <Embed {...block} />
    </FormStatesProvider>,
  );
}

const slotLabels = async () => (await screen.findAllByRole('radio')).map((radio) => radio.closest('label')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

describe('the demo booking’s times', () => {
  it('a page answered with the time step shows its times at once, without asking again', async () => {
    const { asked } = network({});
    openAt(timeStep);
    expect(await slotLabels()).toEqual(['9:00 AM', '10:00 AM']);
    expect(screen.getByLabelText('Day')).toHaveValue('2031-03-04');
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('a first visit: the form, then "Loading", then the first day with free times, chosen in the date field', async () => {
    let answer = () => {};
    const { reads } = network({ '/api/demo/availability': { body: times, after: new Promise<void>((resolve) => (answer = resolve)) } });
    openAt(null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.ca');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'HVAC Installer');
    await user.click(screen.getByLabelText('I agree to be contacted about my demo.'));
    await user.click(screen.getByRole('button', { name: 'Choose a time' }));
    await screen.findByRole('heading', { name: 'Available times' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading available times…');
    answer();
    expect(await slotLabels()).toHaveLength(2);
    expect(screen.getByLabelText('Day')).toHaveValue('2031-03-04');
    expect(screen.getByRole('button', { name: /Tue, Mar 4/ })).toHaveAttribute('aria-pressed', 'true');
    expect(reads('/api/demo/availability')).toBe(1);
  });

  it('with no free time on any day, sending the request without a time is the main button', async () => {
    const isMain = (name: string) => /_primary_/.test(screen.getByRole('button', { name }).className);
    network({ '/api/demo/availability?day=2031-03-05': { body: { ...times, day: '2031-03-05', openDays: [], slots: [] } } });
    openAt(timeStep);
    await slotLabels();
    expect([isMain('Confirm my demo'), isMain('Send my request without a time')]).toEqual([true, false]);
    // Read again, every time is taken: the way on is to send the request.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2031-03-05' } });
    expect(await screen.findByText('No times available for this day. Please choose another date.')).toBeInTheDocument();
    await waitFor(() => expect([isMain('Confirm my demo'), isMain('Send my request without a time')]).toEqual([false, true]));
  });

  it('a page answered with no free time at all (a plain post) shows sending without a time as the main button from the start', () => {
    const isMain = (name: string) => /_primary_/.test(screen.getByRole('button', { name }).className);
    network({});
    const none = JSON.parse(timeStep) as { times: Record<string, unknown> };
    openAt(JSON.stringify({ ...none, times: { ...none.times, openDays: [], slots: [] } }));
    expect([isMain('Confirm my demo'), isMain('Send my request without a time')]).toEqual([false, true]);
  });

  it('a day whose times cannot be read is asked three times, then the visitor is told, and can ask again', async () => {
    const url = '/api/demo/availability?day=2031-03-05';
    const { reads } = network({
      [url]: [
        { status: 503, body: { error: 'form.unavailable' } },
        { status: 503, body: {} },
        { status: 503, body: {} },
        { body: { ...times, day: '2031-03-05', slots: [] } },
      ],
    });
    openAt(timeStep);
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: '2031-03-05' } });
    expect(await screen.findByText('Loading available times…')).toBeInTheDocument();
    expect(await screen.findByText(/We couldn't send this right now/, undefined, { timeout: 4000 })).toHaveAttribute('role', 'alert');
    expect(reads(url)).toBe(3);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show times' }));
    expect(await screen.findByText('No times available for this day. Please choose another date.')).toBeInTheDocument();
    expect(reads(url)).toBe(4);
  });

  it('a visitor back on the tab more than 30 s later sees the times others took meanwhile gone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = '/api/demo/availability?day=2031-03-04';
    const { reads } = network({ [url]: { body: { ...times, slots: [TEN] } } });
    openAt(timeStep);
    expect(await slotLabels()).toEqual(['9:00 AM', '10:00 AM']);
    // Back within 30 s: nothing is asked.
    vi.setSystemTime(Date.now() + 20_000);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads(url)).toBe(0);
    vi.setSystemTime(Date.now() + 15_000);
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(await slotLabels()).toEqual(['10:00 AM']);
    expect(reads(url)).toBe(1);
  });

  it('a time taken meanwhile: the booking says so, and the chooser shows the times left', async () => {
    const { asked } = network({ '/api/forms/demo': { status: 409, body: { error: 'form.slotTaken', slots: [TEN] } } });
    openAt(timeStep);
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('radio'))[0] ?? expect.fail('no time'));
    await user.click(screen.getByRole('button', { name: 'Confirm my demo' }));
    expect(await screen.findByText('Someone just booked that time. Please choose another one.')).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(await slotLabels()).toEqual(['10:00 AM']);
    expect(screen.getByRole('radio')).not.toBeChecked();
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['POST /api/forms/demo']);
    expect(asked[0]?.body).toMatchObject({ name: 'Ada Lovelace', slot: NINE, timeZone: 'America/Toronto' });
  });
});

describe('the demo form of a signed-in visitor', () => {
  it('fills in their name and e-mail, asking the site once', async () => {
    document.cookie = 'signed_in=1; Path=/';
    const { reads } = network({ '/api/session': { body: { signedIn: true, name: 'Fay Gagnon', email: 'fay@example.ca' } } });
    openAt(null);
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('fay@example.ca'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Fay Gagnon');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('');
    expect(reads('/api/session')).toBe(1);
  });

  it('asks nothing of a visitor who is not signed in', async () => {
    const { asked } = network({});
    openAt(null);
    await screen.findByLabelText(/^Email/);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });
});
