// Every page's <head> from one description: title, description, canonical, hreflang alternates
// (only live translations, plus x-default), Open Graph and Twitter tags with the CMS image, robots,
// and JSON-LD. Loaders build a `Head` (absolute URLs from the environment's site address); `meta`
// functions turn it into tags.
import type { MetaDescriptor } from 'react-router';
import { HTML_LANG, type Locale } from '#schemas/locale';
import { IMAGE_WIDTHS } from '#schemas/media';
import type { Alternate } from '#schemas/paths';

export type HeadImage = { url: string; width: number; height: number; alt: string | null };

export type Head = {
  locale: Locale;
  title: string;
  description: string | null;
  siteName: string | null;
  canonical: string;
  alternates: { hrefLang: string; href: string; locale: Locale }[];
  noindex: boolean;
  type: 'website' | 'article';
  image: HeadImage | null;
  jsonLd: Record<string, unknown>[];
};

const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** The shared image: the largest of the site's image widths up to 1280 px (a large card), as WebP. */
export const shareImage = (siteUrl: string, image: { id: string; width: number; height: number }, alt: string | null): HeadImage => {
  const width = IMAGE_WIDTHS.filter((w) => w <= Math.min(1280, image.width)).at(-1) ?? IMAGE_WIDTHS[0];
  return { url: `${siteUrl}/media/${image.id}?w=${width}`, width, height: Math.round((image.height * width) / image.width), alt };
};

export function absoluteAlternates(siteUrl: string, alternates: Alternate[]): Head['alternates'] {
  return alternates.map((a) => ({ hrefLang: HTML_LANG[a.locale], href: `${siteUrl}${a.path}`, locale: a.locale }));
}

export function headMeta(head: Head): MetaDescriptor[] {
  const english = head.alternates.find((a) => a.locale === 'en');
  const image = head.image;
  return [
    { title: head.title },
    ...(head.description
      ? [
          { name: 'description', content: head.description },
          { property: 'og:description', content: head.description },
        ]
      : []),
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hrefLang, href: a.href })),
    // x-default: the English version when it exists (English has no prefix and is the fallback language).
    ...(english ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: english.href }] : []),
    { property: 'og:type', content: head.type },
    { property: 'og:title', content: head.title },
    { property: 'og:url', content: head.canonical },
    { property: 'og:locale', content: OG_LOCALE[head.locale] },
    ...head.alternates.filter((a) => a.locale !== head.locale).map((a) => ({ property: 'og:locale:alternate', content: OG_LOCALE[a.locale] })),
    ...(head.siteName ? [{ property: 'og:site_name', content: head.siteName }] : []),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          ...(image.alt
            ? [
                { property: 'og:image:alt', content: image.alt },
                { name: 'twitter:image:alt', content: image.alt },
              ]
            : []),
          { name: 'twitter:image', content: image.url },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: head.title },
    ...(head.description ? [{ name: 'twitter:description', content: head.description }] : []),
    ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...head.jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
