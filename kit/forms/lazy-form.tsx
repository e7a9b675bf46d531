// A form whose react-hook-form loads when the visitor reaches for it (focus, a press, a send), not
// with its island: until then nothing in the form needs it, and it is the island's largest part
// after React (decision 0008). The island hydrates with plain fields (named, with the values the
// server rendered), so they work at once; react-hook-form then takes them over where they stand:
// with no default values of its own, it reads each field from the page as it registers it, so
// nothing typed meanwhile is lost. A field left before it came is validated then, as its blur
// would have been; a send waits for it. If its code cannot be fetched, the form goes as the plain
// post it is, and its page answers it (kit/forms/fields.tsx: PlainPostFields).
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, SubmitHandler, UseFormProps, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { reloadAfterChunkError } from '../islands/reload';

type Engine = typeof import('./form-engine');
const loadEngine = () => import('./form-engine');

export type LazyForm<TIn extends FieldValues, TOut> = {
  /** react-hook-form's register once it is there; before, the field as the server rendered it. */
  register: UseFormRegister<TIn>;
  errors: FieldErrors<TIn>;
  /** react-hook-form's handleSubmit, waiting for it if need be; without its code, the plain post goes out. */
  handleSubmit: (onValid: SubmitHandler<TOut>) => (event: FormEvent<HTMLFormElement>) => void;
  /** The form once react-hook-form has taken its fields over (it is fetched now if it was not). */
  ready: () => Promise<UseFormReturn<TIn, unknown, TOut>>;
  /** Fetches react-hook-form: call it when the visitor reaches for the form. */
  preload: () => void;
  /** Where react-hook-form lives once fetched: render it inside the form (it shows nothing). */
  engine: ReactNode;
};

type Waiting<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void };

function waitFor<T>(): Waiting<T> {
  let resolve: Waiting<T>['resolve'] = () => undefined;
  let reject: Waiting<T>['reject'] = () => undefined;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  // A form nobody sends leaves it unheard: that is no error.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export function useLazyForm<TIn extends FieldValues, TOut = TIn>(
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'defaultValues' | 'values'>,
): LazyForm<TIn, TOut> {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [form, setForm] = useState<UseFormReturn<TIn, unknown, TOut> | null>(null);
  // Boxed: react-hook-form keeps one errors object and changes it in place.
  const [errors, setErrors] = useState<{ of: FieldErrors<TIn> }>({ of: {} });
  // A ref, not state: a send waiting for the code hears of its failure before the next render.
  const failed = useRef(false);
  // Settles once react-hook-form has the fields, or its code could not be fetched.
  const [waiting] = useState(waitFor<UseFormReturn<TIn, unknown, TOut>>);
  const loading = useRef(false);
  /** Fields the visitor left before react-hook-form came: validated when it does. */
  const left = useRef(new Set<Path<TIn>>());

  const preload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadEngine().then(setEngine, (error: unknown) => {
      failed.current = true;
      waiting.reject(error);
      reloadAfterChunkError(error);
    });
  }, [waiting]);

  const ready = useCallback(() => {
    preload();
    return waiting.promise;
  }, [preload, waiting]);

  // The form's fields are react-hook-form's once this render committed (their refs registered them).
  useLayoutEffect(() => {
    if (!form) return;
    const unsubscribe = form.subscribe({ formState: { errors: true }, callback: (state) => setErrors({ of: state.errors ?? {} }) });
    if (left.current.size) void form.trigger([...left.current]);
    left.current.clear();
    waiting.resolve(form);
    return unsubscribe;
  }, [form, waiting]);

  const [engineOptions] = useState(options);
  const register: UseFormRegister<TIn> = form
    ? form.register
    : (name) => ({
        name,
        ref: () => undefined,
        onChange: () => Promise.resolve(),
        onBlur: () => {
          left.current.add(name);
          return Promise.resolve();
        },
      });

  return {
    register,
    errors: errors.of,
    ready,
    preload,
    handleSubmit: (onValid) => (event) => {
      if (form) return void form.handleSubmit(onValid)(event);
      // Without react-hook-form's code the form is what the server rendered: a plain post its page answers.
      if (failed.current) return;
      event.preventDefault();
      const target = event.currentTarget;
      const submitter = 'submitter' in event.nativeEvent && event.nativeEvent.submitter instanceof HTMLElement ? event.nativeEvent.submitter : null;
      void ready().then(
        (loaded) => loaded.handleSubmit(onValid)(event),
        () => target.isConnected && target.requestSubmit(submitter),
      );
    },
    engine: engine ? <engine.FormEngine options={engineOptions} onForm={setForm} /> : null,
  };
}
