// A small admin REST client for the set-up scripts (schema, access, seed). The site itself reads
// through src/cms/*.server.ts with a read-only token; this one runs only in the project's scripts.
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
};

export function restClient(url: string, token: string): Rest {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const form = body instanceof FormData;
    const res = await fetch(`${url}${path}`, {
      method,
      // fetch sets a multipart content type (with its boundary) for FormData itself.
      headers: { authorization: `Bearer ${token}`, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : null;
    if (!res.ok) throw new DirectusError(method, path, res.status, json);
    const parsed = z.object({ data: z.unknown() }).safeParse(json);
    return parsed.success ? parsed.data.data : null;
  }
  return {
    url,
    get: (p) => call('GET', p),
    post: (p, b) => call('POST', p, b),
    patch: (p, b) => call('PATCH', p, b),
    del: async (p) => void (await call('DELETE', p)),
    postForm: (p, f) => call('POST', p, f),
  };
}

export async function loginAsAdmin(url: string, email: string, password: string): Promise<Rest> {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json: unknown = await res.json();
  const parsed = z.object({ data: z.object({ access_token: z.string() }) }).safeParse(json);
  if (!res.ok || !parsed.success) {
    throw new Error(
      `Could not sign into Directus as ${email} (${res.status}). If the data directory was created with another ` +
        `ADMIN_EMAIL/ADMIN_PASSWORD, use those, or start with an empty DATA_DIR.`,
    );
  }
  return restClient(url, parsed.data.data.access_token);
}
