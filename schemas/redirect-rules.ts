// The rules every redirect obeys (issue 39), in one place for both sides that apply them:
// - the Directus hook (directus/extensions/site-redirects) refuses to save a redirect that breaks them,
//   with the reason in the marketer's Studio language;
// - the site server (src/cms/directus.server.ts) ignores, and logs, a stored one that breaks them (a row
//   saved before the rules, one written around Directus), so a visitor is never sent by it.
// The rules: the site's own paths (a visitor's account, the data-rights pages, the links sent by e-mail,
// the API, media, health checks, sitemaps, robots.txt, the error page) are never the source of a
// redirect; a redirect leads to a path on this site, or off the site only to a host an admin listed
// in the site settings (`redirect_hosts`; empty: none).
// Plain TypeScript with no imports: the Directus extension imports it as is (Node strips the types).

/**
 * The site's own paths, each with everything under it. They are the paths src/routes.ts serves itself
 * (every route but the CMS's pages and the blog), in both languages; schemas/redirect-rules.test.ts
 * fails when a route of routes.ts is missing here or an entry here serves nothing.
 */
export const PROTECTED_PATHS: readonly string[] = [
  '/api',
  '/media',
  '/healthz',
  '/readyz',
  '/robots.txt',
  '/sitemap.xml',
  '/fr/sitemap.xml',
  '/error',
  '/fr/error',
  // A signed-in visitor's account, their data, their demos.
  '/account',
  '/fr/compte',
  // The pages a lead reaches from an e-mail: manage a booking, confirm or end a subscription.
  '/demo/manage',
  '/fr/demo/gerer',
  '/newsletter/confirm',
  '/fr/infolettre/confirmer',
  '/newsletter/unsubscribe',
  '/fr/infolettre/desabonnement',
  // A visitor's data asked for by e-mail address, and the links that confirm it.
  '/my-data',
  '/fr/mes-donnees',
];

/** Why a redirect is refused (or, stored, ignored). */
export type RedirectProblem =
  | { code: 'bad-source'; from: string }
  | { code: 'protected-source'; from: string }
  | { code: 'bad-target'; to: string }
  | { code: 'host-not-allowed'; to: string; host: string; allowed: readonly string[] };

const decodeFully = (s: string): string => {
  let out = s;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(out);
      if (next === out) break;
      out = next;
    } catch {
      break;
    }
  }
  return out;
};

/**
 * A path as the site's router would take it, for comparison: decoded, lower-case (React Router matches
 * paths whatever their case), backslashes as slashes, no repeated or trailing slash, no `/en` prefix
 * (the site sends `/en/...` to the unprefixed path first).
 */
export function comparablePath(path: string): string {
  let p = decodeFully(path.trim())
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  if (p === '/en') return '/';
  if (p.startsWith('/en/')) p = p.slice(3);
  return p;
}

/** Whether `path` is one of the site's own paths (or under one). */
export function isProtectedPath(path: string): boolean {
  const p = comparablePath(path);
  return PROTECTED_PATHS.some((own) => p === own || p.startsWith(`${own}/`));
}

/**
 * The host list as an admin keeps it in the site settings (a list, or text with one host per line or
 * comma), each as a lower-case host name; an entry written as an address (`https://partner.example/`)
 * counts for its host. Anything that is not a host name is left out.
 */
export function redirectHosts(value: unknown): string[] {
  let list: unknown[] = [];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) list = parsed;
      } catch {
        list = [];
      }
    } else list = text.split(/[\s,]+/);
  }
  const hosts = new Set<string>();
  for (const entry of list) {
    if (typeof entry !== 'string') continue;
    let host = entry.trim().toLowerCase();
    if (host.includes('://')) {
      try {
        host = new URL(host).hostname;
      } catch {
        continue;
      }
    }
    host = host.replace(/\.$/, '');
    if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host)) hosts.add(host);
  }
  return [...hosts];
}

/** Whitespace, a control character or a backslash (a browser reads `/\\host` as `//host`): never in an address. */
const unsafe = (s: string) => /[\s\\]/.test(s) || [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** What is wrong with a redirect from `from` to `to`, given the hosts allowed off the site; null when nothing is. */
export function redirectProblem(r: { from: unknown; to: unknown }, allowedHosts: readonly string[]): RedirectProblem | null {
  const from = typeof r.from === 'string' ? r.from.trim() : '';
  const to = typeof r.to === 'string' ? r.to.trim() : '';
  if (!/^\/(?!\/)[^?#]*$/.test(from) || unsafe(from)) return { code: 'bad-source', from };
  if (isProtectedPath(from)) return { code: 'protected-source', from };
  if (to === '' || unsafe(to)) return { code: 'bad-target', to };
  if (to.startsWith('/')) {
    // A path on this site: never `//host`, which a browser takes as another site.
    return to.startsWith('//') ? { code: 'bad-target', to } : null;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return { code: 'bad-target', to };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return { code: 'bad-target', to };
  const host = url.hostname.replace(/\.$/, '');
  return allowedHosts.includes(host) ? null : { code: 'host-not-allowed', to, host, allowed: allowedHosts };
}

/** The reason, in English or French: what the Data Studio shows the marketer, and what the site logs. */
export function redirectRefusal(problem: RedirectProblem, french: boolean): string {
  switch (problem.code) {
    case 'bad-source':
      return french
        ? `L’ancienne adresse doit être un chemin de ce site, comme /ancienne-page (reçu : « ${problem.from} »).`
        : `The old address must be a path on this site, like /old-page (got “${problem.from}”).`;
    case 'protected-source':
      return french
        ? `« ${problem.from} » est une adresse propre au site (compte, données personnelles, liens envoyés par courriel, formulaires, API, médias, plan du site) : elle ne peut pas être redirigée.`
        : `“${problem.from}” is one of the site’s own addresses (account, personal data, links sent by e-mail, forms, API, media, sitemap): it cannot be redirected.`;
    case 'bad-target':
      return french
        ? `La destination doit être un chemin de ce site (/fr/stride) ou une adresse complète en https:// (reçu : « ${problem.to} »).`
        : `Where visitors go must be a path on this site (/stride) or a full https:// address (got “${problem.to}”).`;
    case 'host-not-allowed': {
      const list = problem.allowed.join(', ');
      if (french)
        return problem.allowed.length
          ? `Une redirection ne peut quitter le site que vers un domaine autorisé par un administrateur dans les paramètres du site (Domaines de redirection autorisés : ${list}) ; ${problem.host} n’en fait pas partie.`
          : `Une redirection ne peut quitter le site que vers un domaine autorisé par un administrateur dans les paramètres du site (Domaines de redirection autorisés) ; aucun ne l’est pour l’instant, donc pas ${problem.host}.`;
      return problem.allowed.length
        ? `A redirect may leave the site only for a host an admin allowed in the site settings (Allowed redirect hosts: ${list}); ${problem.host} is not one of them.`
        : `A redirect may leave the site only for a host an admin allowed in the site settings (Allowed redirect hosts); none is allowed yet, so ${problem.host} is not.`;
    }
  }
}
