// POST /api/forms/:kind (demo, newsletter, waitlist, report): the islands' way in. The submission
// is validated, stored and mailed by src/forms/submit.server.ts (the same path as a form posted
// without JavaScript); this route speaks JSON the widgets turn into localized messages: 201 stored,
// 400 field errors, 409 the chosen time was just taken (with fresh times), 413 too large, 415 not
// JSON, 429 too many attempts, 503 Directus unreachable (nothing stored).
import { data } from 'react-router';
import { z } from 'zod';
import { FORM_KINDS } from '#schemas/forms';
import { formRateLimit, readBody } from '../forms/request.server';
import { submitForm } from '../forms/submit.server';
import type { Route } from './+types/api.forms';

const NO_STORE = { 'Cache-Control': 'no-store' };
const reply = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) => data(body, { status, headers: { ...NO_STORE, ...headers } });

export async function action({ request, params }: Route.ActionArgs) {
  const kind = FORM_KINDS.find((k) => k === params.kind);
  if (!kind || request.method !== 'POST') return reply(404, { error: 'form.unknown' });
  const read = await readBody(request, ['application/json']);
  if (!read.ok) return reply(read.status, { error: read.status === 413 ? 'form.tooLarge' : 'form.unsupported' });
  const body = z.record(z.string(), z.unknown()).safeParse(read.body);
  if (!body.success) return reply(400, { error: 'form.invalid' });
  const limited = await formRateLimit(kind, request);
  if (limited) return reply(429, { error: 'form.rateLimited' }, { 'Retry-After': String(limited.retryAfterSeconds) });

  const outcome = await submitForm(kind, body.data, request.headers);
  if (outcome.ok)
    return reply(201, {
      status: outcome.status,
      ...(outcome.reference ? { reference: outcome.reference } : {}),
      ...(outcome.slot ? { slot: outcome.slot } : {}),
      // The A/B test version the visitor saw (decision 0018), for the lead's GA4 events.
      ...(outcome.variant ? { variant: outcome.variant } : {}),
    });
  switch (outcome.problem) {
    case 'invalid':
      return reply(400, { errors: outcome.errors });
    case 'slotTaken':
      return reply(409, { error: 'form.slotTaken', slots: outcome.slots });
    case 'unavailable':
      return reply(503, { error: 'form.unavailable' }, { 'Retry-After': '30' });
  }
}

/** Anything but POST: this address only takes submissions. */
export function loader() {
  return reply(405, { error: 'form.unknown' }, { Allow: 'POST' });
}
