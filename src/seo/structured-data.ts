// JSON-LD for search engines (schema.org): the organisation on the home page, an article on each
// blog post. Built on the server from CMS data; rendered by `headMeta`.
import type { SiteSettings } from '#schemas/site-settings';
import type { HeadImage } from './head';

export function organizationJsonLd(settings: SiteSettings, siteUrl: string): Record<string, unknown> {
  const sameAs = [settings.linkedin_url, settings.youtube_url, settings.facebook_url].filter((u): u is string => u !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.site_name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    ...(settings.contact_email ? { email: settings.contact_email } : {}),
    ...(settings.contact_phone ? { telephone: settings.contact_phone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export type ArticleFacts = {
  url: string;
  title: string;
  description: string | null;
  language: string;
  published: string;
  modified: string | null;
  image: HeadImage | null;
  section: string | null;
  words: number;
  publisher: string | null;
  siteUrl: string;
};

export function blogPostingJsonLd(a: ArticleFacts): Record<string, unknown> {
  const publisher = a.publisher
    ? { '@type': 'Organization', name: a.publisher, url: `${a.siteUrl}/`, logo: { '@type': 'ImageObject', url: `${a.siteUrl}/favicon.svg` } }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.title,
    ...(a.description ? { description: a.description } : {}),
    inLanguage: a.language,
    datePublished: new Date(a.published).toISOString(),
    dateModified: new Date(a.modified ?? a.published).toISOString(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    ...(a.image ? { image: [a.image.url] } : {}),
    ...(a.section ? { articleSection: a.section } : {}),
    wordCount: a.words,
    ...(publisher ? { author: publisher, publisher } : {}),
  };
}
