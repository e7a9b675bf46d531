// Health checks for a load balancer or an orchestrator, never cached:
//   GET /healthz  the process answers (liveness): 200 {"status":"ok"};
//   GET /readyz   it can serve pages (readiness): Directus answers its ping, or it does not but the
//                 server holds CMS answers it can serve stale (decision 0003): 200 {"status":"ready",
//                 "cms":"up"|"down", "cachedAnswers": n}; neither: 503 {"status":"unavailable", …}.
// They say nothing a visitor could use (no versions, no addresses).
import { contentService } from '../cms/content.server';
import { serverConfig } from '../config.server';
import type { Route } from './+types/health';

const HEADERS = { 'Cache-Control': 'no-store' };

async function directusAnswers(): Promise<boolean> {
  const { directusUrl, timeoutMs } = serverConfig();
  try {
    const res = await fetch(`${directusUrl}/server/ping`, { signal: AbortSignal.timeout(Math.min(timeoutMs, 2_000)) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export async function loader({ url }: Route.LoaderArgs) {
  if (url.pathname === '/healthz') return Response.json({ status: 'ok' }, { headers: HEADERS });
  const cms = await directusAnswers();
  const cachedAnswers = contentService().cache.stats.size;
  const ready = cms || cachedAnswers > 0;
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', cms: cms ? 'up' : 'down', cachedAnswers },
    { status: ready ? 200 : 503, headers: ready ? HEADERS : { ...HEADERS, 'Retry-After': '5' } },
  );
}
