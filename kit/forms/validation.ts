// The forms' validation (their zod/mini schemas and react-hook-form's resolver) is a chunk of its
// own, fetched when a visitor first reaches for a form (focus), not with the form's island: it is
// only needed on blur and submit, which come after focus. The rules are the server's, unchanged.
import type { FieldValues, Resolver } from 'react-hook-form';
import { reloadAfterChunkError } from '../islands/reload';
import type { z } from 'zod/mini';

type Schema = z.ZodMiniType<FieldValues, FieldValues>;

export type LazyResolver<S extends Schema> = {
  resolver: Resolver<z.input<S>, unknown, z.output<S>>;
  /** Starts loading the validation: call it when the visitor reaches for the form. */
  preload: () => void;
};

/** `load` resolves to `{ schema }` (a schema is not awaited itself: TypeScript keeps its type exact). */
export function lazyResolver<S extends Schema>(loadSchema: () => Promise<{ schema: S }>): LazyResolver<S> {
  // The forms read what they send with getValues(), never from the resolver's output.
  const unchecked: Resolver<z.input<S>, unknown, z.output<S>> = (values) => Promise.resolve({ values: values as unknown as z.output<S>, errors: {} });
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([{ schema }, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // A new build replaced the chunk (SPEC §4): reload once, and try again on the next use.
        ready = undefined;
        if (reloadAfterChunkError(error)) throw error;
        // Not reloaded, since the visitor is filling a form in: nothing they typed is lost. The form is
        // sent as it is, and the server checks it with the same schemas, its messages shown by each field.
        return unchecked;
      },
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
  };
}

/** The schemas module, once for every form on the page. */
export const formSchemas = () => import('#schemas/forms');
