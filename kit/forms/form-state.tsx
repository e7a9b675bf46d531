// What the server says about a page's forms after a plain (no-JavaScript) post: per embed block, the
// visitor's values and messages, or the step or thanks they reached. The page route provides it; the
// embed block passes its own to its form island, which renders, and hydrates, in that state.
import { createContext, useContext, type ReactNode } from 'react';

/** Block id -> the form's state as JSON (kit/forms/initial.ts reads it). */
export type FormStates = Record<string, string>;

const FormStateContext = createContext<FormStates>({});

export function FormStatesProvider({ states, children }: { states: FormStates; children: ReactNode }) {
  return <FormStateContext.Provider value={states}>{children}</FormStateContext.Provider>;
}

/** The state of the form in block `id`, as JSON; null when the page was not the answer to its post. */
export function useFormState(id: string | number): string | null {
  return useContext(FormStateContext)[String(id)] ?? null;
}
