// First-start site settings, in English and French (the pages are in pages.ts, the blog in posts.ts).
import type { Locale } from '../../schemas/locale.ts';

export type SeedSettings = Record<string, unknown> & { locale: Locale };

/** The next September 19 (the SPEC's promotion end) at 23:59 Eastern, from `now`. */
export function nextPromotionEnd(now: Date): string {
  const year = now.getUTCMonth() > 8 || (now.getUTCMonth() === 8 && now.getUTCDate() > 19) ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-09-20T03:59:00`;
}

/** The header's links: [path, English label, French label]; the French pages are under /fr. */
const NAV: [string, string, string][] = [
  ['/', 'Home', 'Accueil'],
  ['/homeowners', 'Homeowners', 'Propriétaires'],
  ['/professionals', 'Professionals', 'Professionnels'],
  ['/governments', 'Governments', 'Gouvernements'],
  ['/stride', 'Stride', 'Stride'],
  ['/blog', 'Blog', 'Blogue'],
  ['/demo', 'Demo', 'Démo'],
];
const navEn = NAV.map(([href, label]) => ({ label, href }));
const navFr = NAV.map(([path, , label]) => ({ label, href: path === '/' ? '/fr' : `/fr${path}` }));

/** The consent policy's version at first start (site settings): a new one asks every visitor again. */
export const SEED_CONSENT_VERSION = '2026-11-23';

const shared = {
  contact_email: 'hello@example.com',
  contact_phone: '+1 855 555 0134',
  linkedin_url: 'https://www.linkedin.com/company/example',
  youtube_url: 'https://www.youtube.com/@example',
  facebook_url: 'https://www.facebook.com/example',
  app_store_url: 'https://apps.apple.com/ca/app/example/id0000000000',
  banner_dismissible: true,
  banner_starts_at: null,
  consent_version: SEED_CONSENT_VERSION,
  sales_email: 'sales@example.com',
};

export function seedSettings(opts: { loginUrl: string; now: Date }): SeedSettings[] {
  const bannerEnd = nextPromotionEnd(opts.now);
  return [
    {
      ...shared,
      locale: 'en',
      site_name: 'Home Energy Upgrades',
      postal_address: '1234 Example Street, Suite 400, Montréal QC  H2X 1Y4, Canada',
      default_seo_description: 'Home energy assessments, HVAC tools and housing-stock data for homeowners, professionals and governments.',
      header_links: navEn,
      login_url: opts.loginUrl,
      privacy_href: '/privacy',
      terms_href: '/terms',
      banner_text: 'The new standard for HVAC professionals: sign up now and get free scans until September 19.',
      banner_cta_label: 'Get started',
      banner_cta_href: '/demo',
      banner_ends_at: bannerEnd,
      consent_title: 'Your privacy, your choice',
      consent_text: 'With your consent, cookies measure visits and our ads’ results. Change your mind any time.',
      consent_measurement_text: 'Google Analytics counts visits and the pages read, so we can improve the site. Kept 13 months.',
      consent_advertising_text: 'Google Ads learns which ad brought you here when you book a demo, so we pay only for ads that help. Kept 90 days.',
    },
    {
      ...shared,
      locale: 'fr',
      site_name: 'Rénovations énergétiques',
      postal_address: '1234, rue Exemple, bureau 400, Montréal (Québec)  H2X 1Y4, Canada',
      default_seo_description:
        'Évaluations énergétiques, outils CVC et données sur le parc immobilier pour les propriétaires, les professionnels et les gouvernements.',
      header_links: navFr,
      login_url: opts.loginUrl,
      privacy_href: '/fr/confidentialite',
      terms_href: '/fr/conditions',
      banner_text:
        'La nouvelle norme pour les professionnels en CVC : inscrivez-vous d’ici le 12 septembre et profitez de numérisations gratuites jusqu’au 19 septembre.',
      banner_cta_label: 'Commencer',
      banner_cta_href: '/fr/demo',
      banner_ends_at: bannerEnd,
      consent_title: 'Votre vie privée, votre choix',
      consent_text: 'Avec votre accord, des témoins mesurent les visites et nos publicités. Changez d’avis en tout temps.',
      consent_measurement_text: 'Google Analytics compte les visites et les pages lues, pour que nous puissions améliorer le site. Conservé 13 mois.',
      consent_advertising_text:
        'Google Ads apprend quelle publicité vous a menés ici quand vous réservez une démo, pour que nous ne payions que les publicités utiles. Conservé 90 jours.',
    },
  ];
}
