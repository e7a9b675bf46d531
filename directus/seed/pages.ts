// The audience pages the header links to, in English and French. (The rest of the SPEC's pages are
// seeded with the content work; see the issues.)
import type { Locale } from '../../schemas/locale.ts';
import { faqFixtures } from '../../blocks/faq/fixtures.ts';
import { stepsFixtures } from '../../blocks/steps/fixtures.ts';
import { timelineFixtures } from '../../blocks/timeline/fixtures.ts';
import type { SeedPage } from './content.ts';

type Copy = { title: string; description: string; eyebrow: string; headline: string; body: string; cta: [string, string]; band: [string, string, string, string] };

const hero = (c: Copy) => ({ collection: 'block_hero', id: 0, variant: 'default', eyebrow: c.eyebrow, headline: c.headline, body: c.body, primary_label: c.cta[0], primary_href: c.cta[1] });
const band = (c: Copy) => ({ collection: 'block_call_to_action', id: 0, tone: 'brand', heading: c.band[0], body: c.band[1], button_label: c.band[2], button_href: c.band[3] });

const copy: Record<string, Record<Locale, Copy>> = {
  homeowners: {
    en: {
      title: 'For homeowners',
      description: 'A free remote home energy assessment in about 5 minutes: digital twin, recommendations, costs and rebates.',
      eyebrow: 'Homes',
      headline: 'Know exactly what your home needs',
      body: 'Answer a few questions and get a digital twin of your house, upgrade recommendations, cost estimates and the rebates you qualify for. It takes about 5 minutes and costs nothing.',
      cta: ['Start my free assessment', '/demo'],
      band: ['A healthier, more comfortable home', 'We help you plan upgrades in the right order, from the building envelope to heat pumps.', 'Talk to us', '/demo'],
    },
    fr: {
      title: 'Pour les propriétaires',
      description: 'Une évaluation énergétique à distance gratuite en environ 5 minutes : jumeau numérique, recommandations, coûts et subventions.',
      eyebrow: 'Homes',
      headline: 'Sachez exactement ce dont votre maison a besoin',
      body: 'Répondez à quelques questions et obtenez un jumeau numérique de votre maison, des recommandations de rénovation, des estimations de coûts et les subventions auxquelles vous avez droit. C’est gratuit et ça prend environ 5 minutes.',
      cta: ['Commencer mon évaluation gratuite', '/fr/demo'],
      band: ['Une maison plus saine et plus confortable', 'Nous vous aidons à planifier les travaux dans le bon ordre, de l’enveloppe du bâtiment aux thermopompes.', 'Parlez-nous', '/fr/demo'],
    },
  },
  professionals: {
    en: {
      title: 'For professionals',
      description: 'Stride for HVAC installers and energy advisors: LiDAR scans, 3D models and F280 heat-load reports on site.',
      eyebrow: 'HVAC installers and energy advisors',
      headline: 'From site visit to heat-load report, on one phone',
      body: 'Stride scans a home with LiDAR, builds an annotated 3D model and produces F280 room-by-room and block heat-load reports before you leave the driveway.',
      cta: ['Discover Stride', '/stride'],
      band: ['See Stride on a real project', 'Book a demo with our team.', 'Book a demo', '/demo'],
    },
    fr: {
      title: 'Pour les professionnels',
      description: 'Stride pour les installateurs CVC et les conseillers en énergie : numérisation LiDAR, modèles 3D et rapports F280 sur place.',
      eyebrow: 'Installateurs CVC et conseillers en énergie',
      headline: 'De la visite au rapport de charge thermique, sur un seul téléphone',
      body: 'Stride numérise une maison au LiDAR, crée un modèle 3D annoté et produit des rapports F280 pièce par pièce et par bloc avant même que vous repartiez.',
      cta: ['Découvrir Stride', '/fr/stride'],
      band: ['Voyez Stride sur un vrai projet', 'Réservez une démo avec notre équipe.', 'Réserver une démo', '/fr/demo'],
    },
  },
  governments: {
    en: {
      title: 'For governments and utilities',
      description: 'Maps for governments and rebate programs: housing-stock analysis, data tools, an API and engagement programs.',
      eyebrow: 'Maps',
      headline: 'Plan programs on the homes you actually have',
      body: 'Maps gives governments, utilities and rebate programs housing-stock analysis, data tools and an API, and runs engagement programs that bring homeowners in.',
      cta: ['Book a demo', '/demo'],
      band: ['Trusted by 100+ municipalities', 'Programs launch in 3 weeks and show results within 2 months.', 'Talk to our team', '/demo'],
    },
    fr: {
      title: 'Pour les gouvernements et les services publics',
      description: 'Maps pour les gouvernements et les programmes de subventions : analyse du parc immobilier, outils de données, API et programmes de mobilisation.',
      eyebrow: 'Maps',
      headline: 'Planifiez vos programmes à partir du parc immobilier réel',
      body: 'Maps offre aux gouvernements, aux services publics et aux programmes de subventions l’analyse du parc immobilier, des outils de données et une API, ainsi que des programmes de mobilisation qui rejoignent les propriétaires.',
      cta: ['Réserver une démo', '/fr/demo'],
      band: ['La confiance de plus de 100 municipalités', 'Les programmes démarrent en 3 semaines et donnent des résultats en 2 mois.', 'Parlez à notre équipe', '/fr/demo'],
    },
  },
  stride: {
    en: {
      title: 'Stride',
      description: 'Stride: scan a home with LiDAR, review the 3D model and export F280 heat-load reports on site.',
      eyebrow: 'Stride',
      headline: 'The new standard for HVAC professionals',
      body: 'Set the project, scan the home, review the model, export and share. Stride records no video, only shape outlines, photos and notes.',
      cta: ['Join the waitlist', '/demo'],
      band: ['Get Stride', 'Free scans for sign-ups until September 19.', 'Get started', '/demo'],
    },
    fr: {
      title: 'Stride',
      description: 'Stride : numérisez une maison au LiDAR, révisez le modèle 3D et exportez des rapports F280 sur place.',
      eyebrow: 'Stride',
      headline: 'La nouvelle norme pour les professionnels en CVC',
      body: 'Configurez le projet, numérisez la maison, révisez le modèle, exportez et partagez. Stride n’enregistre aucune vidéo : seulement des contours, des photos et des notes.',
      cta: ['Rejoindre la liste d’attente', '/fr/demo'],
      band: ['Obtenir Stride', 'Numérisations gratuites pour les inscriptions jusqu’au 19 septembre.', 'Commencer', '/fr/demo'],
    },
  },
  blog: {
    en: {
      title: 'Blog',
      description: 'Ideas and guides for healthier, more efficient homes.',
      eyebrow: 'Blog',
      headline: 'Ideas for healthier, more efficient homes',
      body: 'Guides on heat pumps, rebates and upgrade order, and news from the programs we run with municipalities.',
      cta: ['For homeowners', '/homeowners'],
      band: ['Questions about your home?', 'Start with a free remote assessment.', 'Get started', '/demo'],
    },
    fr: {
      title: 'Blogue',
      description: 'Idées et guides pour des maisons plus saines et plus efficaces.',
      eyebrow: 'Blogue',
      headline: 'Des idées pour des maisons plus saines et plus efficaces',
      body: 'Des guides sur les thermopompes, les subventions et l’ordre des travaux, et des nouvelles des programmes que nous menons avec les municipalités.',
      cta: ['Pour les propriétaires', '/fr/homeowners'],
      band: ['Des questions sur votre maison?', 'Commencez par une évaluation à distance gratuite.', 'Commencer', '/fr/demo'],
    },
  },
  demo: {
    en: {
      title: 'Book a demo',
      description: 'Book a demo of Homes, Stride or Maps with our team.',
      eyebrow: 'Demo',
      headline: 'See it with our team',
      body: 'Tell us who you are and pick a time: we will show you Homes, Stride or Maps on a real home.',
      cta: ['Write to us', 'mailto:hello@example.com'],
      band: ['Rather talk now?', 'Call us or write, we answer within a business day.', 'Contact us', 'mailto:hello@example.com'],
    },
    fr: {
      title: 'Réserver une démo',
      description: 'Réservez une démo de Homes, Stride ou Maps avec notre équipe.',
      eyebrow: 'Démo',
      headline: 'Voyez-le avec notre équipe',
      body: 'Dites-nous qui vous êtes et choisissez un moment : nous vous montrerons Homes, Stride ou Maps sur une vraie maison.',
      cta: ['Écrivez-nous', 'mailto:hello@example.com'],
      band: ['Vous préférez en parler maintenant?', 'Appelez-nous ou écrivez-nous, nous répondons en un jour ouvrable.', 'Nous joindre', 'mailto:hello@example.com'],
    },
  },
};

/** Blocks between a page's hero and its closing band, from the blocks' own fixtures. */
const middle: Record<string, Record<Locale, SeedPage['blocks']>> = {
  stride: { en: [stepsFixtures.en.stride], fr: [stepsFixtures.fr.stride] },
  homeowners: { en: [faqFixtures.en.homeowners], fr: [faqFixtures.fr.homeowners] },
  governments: { en: [timelineFixtures.en.program], fr: [timelineFixtures.fr.program] },
};

export const audiencePages: SeedPage[] = Object.entries(copy).flatMap(([key, byLocale]) =>
  (['en', 'fr'] as const).map((locale) => {
    const c = byLocale[locale];
    const blocks = [hero(c), ...(middle[key]?.[locale] ?? []), band(c)];
    return { locale, slug: `/${key}`, translation_key: key, title: c.title, seo_description: c.description, blocks };
  }),
);
