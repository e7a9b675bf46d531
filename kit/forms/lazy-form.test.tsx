import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../islands/reload', () => ({ reloadAfterChunkError: vi.fn(() => false) }));

type Values = { name: string; consent: boolean };
const resolver: Resolver<Values> = (values) =>
  Promise.resolve<ResolverResult<Values>>(
    typeof values.name === 'string' && values.name.trim().length >= 3
      ? { values, errors: {} }
      : { values: {}, errors: { name: { type: 'min', message: 'Please enter your name' } } },
  );

type UseLazyForm = typeof import('./lazy-form').useLazyForm;

function Form({ useLazyForm, onSend }: { useLazyForm: UseLazyForm; onSend: (values: Values) => void }) {
  const form = useLazyForm<Values>({ resolver, mode: 'onBlur', reValidateMode: 'onChange', shouldFocusError: true });
  return (
    <form method="post" noValidate onFocus={form.preload} onSubmit={form.handleSubmit(onSend)}>
      {form.engine}
      <label>
        Name <input {...form.register('name')} defaultValue="" />
      </label>
      <p role="alert">{form.errors.name?.message}</p>
      <label>
        I agree <input type="checkbox" {...form.register('consent')} />
      </label>
      <button>Send</button>
    </form>
  );
}

/**
 * The hook, fresh, with react-hook-form's chunk held back until the returned function is called
 * (with an error: it never comes).
 */
async function withEngineHeld(): Promise<{ useLazyForm: UseLazyForm; release: (error?: Error) => void }> {
  let release: (error?: Error) => void = () => undefined;
  const arrival = new Promise<void>((resolve, reject) => (release = (error) => (error ? reject(error) : resolve())));
  vi.resetModules();
  vi.doMock('./form-engine', (load: () => Promise<typeof import('./form-engine')>) => arrival.then(load));
  const { useLazyForm } = await import('./lazy-form');
  return { useLazyForm, release };
}

describe('a form whose react-hook-form comes when the visitor reaches for it', () => {
  let sent: Values[];
  beforeEach(() => {
    sent = [];
  });
  afterEach(() => {
    vi.doUnmock('./form-engine');
  });

  it('keeps what was typed before it came, and checks a field left meanwhile as its blur would have', async () => {
    const { useLazyForm, release: arrive } = await withEngineHeld();
    render(<Form useLazyForm={useLazyForm} onSend={(v) => sent.push(v)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.click(screen.getByLabelText('I agree'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    arrive();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name'));
    expect(screen.getByLabelText('Name')).toHaveValue('Al');
    expect(screen.getByLabelText('I agree')).toBeChecked();
    await user.type(screen.getByLabelText('Name'), 'ice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Alice', consent: true }]));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('a send before it came waits for it, then is checked (the first wrong field takes the focus) and sent', async () => {
    const { useLazyForm, release: arrive } = await withEngineHeld();
    render(<Form useLazyForm={useLazyForm} onSend={(v) => sent.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('alert')).toHaveTextContent('');
    arrive();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name'));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    // After a send, a wrong field is checked again as it changes.
    expect(screen.getByRole('alert')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada', consent: false }]));
  });

  it('without its code, the form goes as the plain post it is', async () => {
    const { useLazyForm, release: fail } = await withEngineHeld();
    render(<Form useLazyForm={useLazyForm} onSend={(v) => sent.push(v)} />);
    const posted: boolean[] = [];
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') ?? expect.fail('no form');
    // Heard after React's handler: whether the browser would post the form itself.
    document.addEventListener('submit', (event) => {
      posted.push(!event.defaultPrevented);
      event.preventDefault();
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await waitFor(() => expect(posted).toEqual([false, true]));
    expect(sent).toEqual([]);
    expect(form).toBeInTheDocument();
  });
});
