// The admin client of the set-up scripts (schema, access, seed), the bench and the tests: every call goes
// through @directus/sdk (`rest()` with a static token), the one HTTP client the project uses to talk to
// Directus. The site itself reads through src/cms/*.server.ts with a read-only token; this one runs only in
// the project's scripts. `get`/`post`/`patch`/`del` take a Directus path (with its query string) and give
// the response's `data`; a refusal is a DirectusError naming the method, the path, the status and
// Directus's errors (never the token).
import { createDirectus, customEndpoint, login, rest, staticToken, type RestCommand } from '@directus/sdk';
import { z } from 'zod';

export class DirectusError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    super(`${method} ${path} -> ${status}: ${JSON.stringify(body).slice(0, 500)}`);
    this.status = status;
    this.body = body;
  }
}

export type Rest = {
  url: string;
  get(path: string): Promise<unknown>;
  post(path: string, body: unknown): Promise<unknown>;
  patch(path: string, body: unknown): Promise<unknown>;
  del(path: string): Promise<void>;
  /** A multipart POST (file uploads: `/files`). */
  postForm(path: string, form: FormData): Promise<unknown>;
  /** Any @directus/sdk command (`readItems`, `schemaSnapshot`, …), with the same errors. */
  request<Output>(command: RestCommand<Output, never>): Promise<Output>;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the SDK rejects with: its RequestError (a `response` and Directus's `errors`), or the body it could not read. */
const Refusal = z.object({ response: z.instanceof(Response), errors: z.unknown().optional() });

/** The SDK's refusal as the DirectusError the callers know: the status, and Directus's body (`{ errors }`). */
function refusal(method: string, path: string, error: unknown): unknown {
  const parsed = Refusal.safeParse(error);
  if (!parsed.success) return error;
  const { response, errors } = parsed.data;
  return new DirectusError(method, path, response.status, Array.isArray(errors) ? { errors } : (errors ?? null));
}

/** Where a refusal names no path of ours (an SDK command), the path it asked for. */
const commandPath = (command: RestCommand<unknown, never>): { method: string; path: string } => {
  const options = command();
  return { method: options.method ?? 'GET', path: options.path };
};

/** The pauses before asking again a Directus that answered "Under pressure": 15 s in all. */
const PRESSURE_RETRIES = [250, 500, 1000, 2000, 4000, 7250];
const underPressure = (refused: unknown) =>
  refused instanceof DirectusError && refused.status === 503 && JSON.stringify(refused.body ?? '').includes('Under pressure');

export function restClient(url: string, token: string): Rest {
  const client = createDirectus(url).with(rest()).with(staticToken(token));
  async function send<Output>(command: RestCommand<Output, never>): Promise<Output> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await client.request(command);
      } catch (error) {
        const { method, path } = commandPath(command);
        const refused = refusal(method, path, error);
        // Directus's pressure limiter answers 503 before it handles a request (a set-up on a busy
        // machine meets it): asked again after a pause, never handled twice.
        if (attempt >= PRESSURE_RETRIES.length || !underPressure(refused)) throw refused;
        await new Promise((resolve) => setTimeout(resolve, PRESSURE_RETRIES[attempt]));
      }
    }
  }
  async function call(method: Method, path: string, body?: unknown): Promise<unknown> {
    const form = body instanceof FormData;
    const data = await send(
      customEndpoint<unknown>({
        path,
        method,
        // The SDK lets fetch set a multipart content type (with its boundary) when told the body is a form.
        ...(form ? { headers: { 'Content-Type': 'multipart/form-data' } } : {}),
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      }),
    );
    return data ?? null;
  }
  return {
    url,
    get: (p) => call('GET', p),
    post: (p, b) => call('POST', p, b),
    patch: (p, b) => call('PATCH', p, b),
    del: async (p) => void (await call('DELETE', p)),
    postForm: (p, f) => call('POST', p, f),
    request: send,
  };
}

/** Signs in with login() (JSON mode): the access token, or the status Directus refused with. */
async function signIn(url: string, email: string, password: string): Promise<{ token: string } | { status: number }> {
  try {
    const auth = await createDirectus(url)
      .with(rest())
      .request(login({ email, password }, { mode: 'json' }));
    const parsed = z.object({ access_token: z.string() }).safeParse(auth);
    return parsed.success ? { token: parsed.data.access_token } : { status: 200 };
  } catch (error) {
    const refused = Refusal.safeParse(error);
    if (!refused.success) throw error;
    return { status: refused.data.response.status };
  }
}

/** A user's access token (the bench's marketer, for a request the client does not make: a redirect read by hand). */
export async function userToken(url: string, email: string, password: string): Promise<string> {
  const signedIn = await signIn(url, email, password);
  if ('status' in signedIn) throw new Error(`Could not sign into Directus as ${email} (${signedIn.status}).`);
  return signedIn.token;
}

export async function loginAsAdmin(url: string, email: string, password: string): Promise<Rest> {
  const signedIn = await signIn(url, email, password);
  if ('status' in signedIn) {
    throw new Error(
      `Could not sign into Directus as ${email} (${signedIn.status}). If the data directory was created with another ` +
        `ADMIN_EMAIL/ADMIN_PASSWORD, use those, or start with an empty DATA_DIR.`,
    );
  }
  return restClient(url, signedIn.token);
}
