// A form's send (./submit.ts) is a chunk of its own, as its validation is (./validation.ts): nothing
// of it runs before the visitor sends, so the island's code fetched ahead stays small. It is fetched
// when the visitor reaches for the form (`preloadSend`), and at the latest when they send.
import type { SubmitResult } from './submit';

const load = () => import('./submit');

/** Starts fetching the send: call it when the visitor reaches for the form. */
export const preloadSend = () => void load().catch(() => undefined);

/**
 * The form sent as JSON (./submit.ts: postForm). Without its code (a new build replaced it), the same
 * answer as a site out of reach: everything typed stays, and the visitor can send again.
 */
export const postForm = (kind: string, values: Record<string, unknown>, intlLocale: string): Promise<SubmitResult> =>
  load().then(
    (m) => m.postForm(kind, values, intlLocale),
    (): SubmitResult => ({ ok: false, problem: 'form.unavailable' }),
  );
