import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazyResolver } from './validation';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a form’s validation whose code cannot be loaded', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('while the visitor is filling the form in: no reload, and the form goes to the server, which checks it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.spyOn(Storage.prototype, 'setItem');
    document.body.innerHTML = '<form><input name="email" value=""></form>';
    const input = document.querySelector('input') ?? expect.fail('no input');
    input.value = 'reader@example.ca';
    input.focus();
    const { resolver } = lazyResolver(() =>
      Promise.reject<{ schema: z.ZodMiniObject<{ email: z.ZodMiniString }> }>(new TypeError('Failed to fetch dynamically imported module')),
    );
    const values = { email: 'reader@example.ca' };
    expect(await resolver(values, undefined, resolverOptions)).toEqual({ values, errors: {} });
    // The reload guard was never written: no reload was attempted.
    expect(reload).not.toHaveBeenCalled();
  });

  it('validates with the schema once its code is there', async () => {
    const { resolver } = lazyResolver(() => Promise.resolve({ schema: z.object({ email: z.email('Must be a valid email') }) }));
    const result = await resolver({ email: 'reader@' }, undefined, resolverOptions);
    expect(result.errors).toMatchObject({ email: { message: 'Must be a valid email' } });
  });
});
