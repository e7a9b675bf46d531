// Every page of the SPEC, in English and French, as CMS content. Each page is written once, with its
// two languages side by side (`t(en, fr)`), so translators read them together and the structure of
// the two versions cannot drift. Blocks reuse the block fixtures where those are the page's copy.
import { FIXTURE_CAPTIONS, FIXTURE_IMAGE, FIXTURE_VIDEO } from '../../blocks/_shared/fixture-media.ts';
import { callToActionFixtures } from '../../blocks/call-to-action/fixtures.ts';
import { embedFixtures } from '../../blocks/embed/fixtures.ts';
import { faqFixtures } from '../../blocks/faq/fixtures.ts';
import { featureGridFixtures } from '../../blocks/feature-grid/fixtures.ts';
import { heroFixtures } from '../../blocks/hero/fixtures.ts';
import { mediaTextFixtures } from '../../blocks/media-text/fixtures.ts';
import { statsFixtures } from '../../blocks/stats/fixtures.ts';
import { stepsFixtures } from '../../blocks/steps/fixtures.ts';
import { testimonialsFixtures } from '../../blocks/testimonials/fixtures.ts';
import { timelineFixtures } from '../../blocks/timeline/fixtures.ts';
import { LOCALES, type Locale } from '../../schemas/locale.ts';
import { SEED_LOGO_FOLDER } from './media.ts';

export type SeedBlock = { collection: string } & Record<string, unknown>;

export type SeedPage = {
  locale: Locale;
  slug: string;
  translation_key: string;
  title: string;
  seo_description: string;
  layout: 'default' | 'vhersheader';
  noindex: boolean;
  blocks: SeedBlock[];
};

type Copy = (en: string, fr: string) => string;
type PageSpec = {
  key: string;
  slug: string | { en: string; fr: string };
  layout?: 'default' | 'vhersheader';
  noindex?: boolean;
  content: (t: Copy, p: (path: string) => string, locale: Locale) => { title: string; description: string; blocks: SeedBlock[] };
};

const block = (collection: string, fields: Record<string, unknown>): SeedBlock => ({ collection, ...fields });

const APP_STORE = 'https://apps.apple.com/ca/app/example/id0000000000';

/** The French September promotion (SPEC §1): sign up by Sept 12, free scans until Sept 19. */
const frenchPromotion = (t: Copy, p: (path: string) => string, locale: Locale): SeedBlock[] =>
  locale === 'fr'
    ? [
        block('block_call_to_action', {
          kind: 'demo',
          tone: 'light',
          heading: t('', 'Promotion de septembre : numérisations gratuites'),
          body: t('', 'Inscrivez-vous d’ici le 12 septembre et profitez de numérisations Stride gratuites jusqu’au 19 septembre.'),
          button_label: t('', 'Je m’inscris'),
          button_href: p('/demo'),
        }),
      ]
    : [];

const logoWall = (t: Copy) =>
  block('block_logos', {
    eyebrow: t('Partners', 'Partenaires'),
    heading: t('Trusted by 100+ municipalities and utilities', 'Plus de 100 municipalités et services publics nous font confiance'),
    folder: SEED_LOGO_FOLDER,
  });

const latestPosts = (t: Copy) =>
  block('block_blog_teaser', {
    eyebrow: t('Resources', 'Ressources'),
    heading: t('From the blog', 'Du blogue'),
    mode: 'latest',
    count: 3,
  });

const strideSteps = (l: Locale) => stepsFixtures[l].stride;

const pages: PageSpec[] = [
  {
    key: 'home',
    slug: '/',
    content: (t, p, l) => ({
      title: t('Home energy upgrades, made simple', 'Rénovations énergétiques résidentielles simplifiées'),
      description: t(
        'A free remote home energy assessment in about 5 minutes: a digital twin of your house, upgrade recommendations, cost estimates and rebates.',
        'Une évaluation énergétique à distance gratuite en environ 5 minutes : un jumeau numérique de votre maison, des recommandations, des estimations de coûts et des subventions.',
      ),
      blocks: [
        heroFixtures[l].default,
        featureGridFixtures[l].products,
        mediaTextFixtures[l].image,
        statsFixtures[l].claims,
        logoWall(t),
        testimonialsFixtures[l].customers,
        latestPosts(t),
        callToActionFixtures[l].demo,
      ],
    }),
  },
  {
    key: 'homeowners',
    slug: '/homeowners',
    content: (t, p, l) => ({
      title: t('For homeowners', 'Pour les propriétaires'),
      description: t(
        'A free remote home energy assessment in about 5 minutes: digital twin, recommendations, costs and rebates, and help for a healthier home.',
        'Une évaluation énergétique à distance gratuite en environ 5 minutes : jumeau numérique, recommandations, coûts, subventions et conseils pour une maison plus saine.',
      ),
      blocks: [
        heroFixtures[l].split,
        block('block_feature_grid', {
          eyebrow: 'Homes',
          heading: t('What your free assessment gives you', 'Ce que vous donne votre évaluation gratuite'),
          intro: t('About 5 minutes of questions; your report arrives in 5-10 minutes.', 'Environ 5 minutes de questions; votre rapport arrive en 5 à 10 minutes.'),
          items: [
            { title: t('A digital twin of your house', 'Un jumeau numérique de votre maison'), body: t('Walls, windows, heating and all, modelled from your answers and public data.', 'Murs, fenêtres, chauffage : tout est modélisé à partir de vos réponses et de données publiques.') },
            { title: t('Upgrade recommendations', 'Des recommandations de rénovation'), body: t('In the order that makes sense, from the building envelope to heat pumps and solar.', 'Dans le bon ordre, de l’enveloppe du bâtiment aux thermopompes et au solaire.') },
            { title: t('Costs and rebates', 'Coûts et subventions'), body: t('Cost estimates for each upgrade, and the rebates you qualify for, calculated for you.', 'Une estimation du coût de chaque rénovation et le calcul des subventions auxquelles vous avez droit.') },
            { title: t('A healthier home', 'Une maison plus saine'), body: t('Advice on ventilation, humidity and comfort, room by room.', 'Des conseils sur la ventilation, l’humidité et le confort, pièce par pièce.') },
          ],
        }),
        mediaTextFixtures[l].image,
        faqFixtures[l].homeowners,
        latestPosts(t),
        block('block_call_to_action', {
          kind: 'demo',
          tone: 'brand',
          heading: t('Ready to see what your home needs?', 'Prêt à voir ce dont votre maison a besoin?'),
          body: t('Get your report in 5-10 minutes. It’s free.', 'Recevez votre rapport en 5 à 10 minutes. C’est gratuit.'),
          button_label: t('Get my report', 'Obtenir mon rapport'),
          button_href: p(t('/report', '/rapport')),
        }),
      ],
    }),
  },
  {
    key: 'professionals',
    slug: '/professionals',
    content: (t, p, l) => ({
      title: t('For professionals', 'Pour les professionnels'),
      description: t(
        'Stride for HVAC installers and energy advisors: LiDAR scans, annotated 3D models and F280 heat-load reports on site.',
        'Stride pour les installateurs CVC et les conseillers en énergie : numérisation LiDAR, modèles 3D annotés et rapports F280 sur place.',
      ),
      blocks: [
        block('block_hero', {
          variant: 'default',
          eyebrow: t('HVAC installers and energy advisors', 'Installateurs CVC et conseillers en énergie'),
          headline: t('From site visit to heat-load report, on one phone', 'De la visite au rapport de charge thermique, sur un seul téléphone'),
          body: t(
            'Stride scans a home with LiDAR, builds an annotated 3D model and produces F280 room-by-room and block heat-load reports before you leave the driveway.',
            'Stride numérise une maison au LiDAR, crée un modèle 3D annoté et produit des rapports F280 pièce par pièce et par bloc avant même que vous repartiez.',
          ),
          primary_label: t('Discover Stride', 'Découvrir Stride'),
          primary_href: p('/stride'),
          secondary_label: t('Book a demo', 'Réserver une démo'),
          secondary_href: p('/demo'),
        }),
        mediaTextFixtures[l].video,
        strideSteps(l),
        testimonialsFixtures[l].customers,
        ...frenchPromotion(t, p, l),
        callToActionFixtures[l].app,
      ],
    }),
  },
  {
    key: 'old-professionals',
    slug: '/old-professionals',
    content: (t, p, l) => ({
      title: t('For professionals (previous page)', 'Pour les professionnels (page précédente)'),
      description: t(
        'Heat-load calculations and energy advice, faster: the tools we built for HVAC professionals and energy advisors.',
        'Des calculs de charge thermique et des conseils énergétiques plus rapides : nos outils pour les professionnels en CVC et les conseillers en énergie.',
      ),
      blocks: [
        heroFixtures[l].centered,
        featureGridFixtures[l].textOnly,
        block('block_call_to_action', {
          kind: 'demo',
          tone: 'brand',
          heading: t('Talk to our team', 'Parlez à notre équipe'),
          body: t('See how Stride fits the way you work.', 'Découvrez comment Stride s’intègre à votre façon de travailler.'),
          button_label: t('Book a demo', 'Réserver une démo'),
          button_href: p('/demo'),
        }),
      ],
    }),
  },
  {
    key: 'governments',
    slug: '/governments',
    content: (t, p, l) => ({
      title: t('For governments and utilities', 'Pour les gouvernements et les services publics'),
      description: t(
        'Maps for governments and rebate programs: housing-stock analysis, data tools, an API and engagement programs.',
        'Maps pour les gouvernements et les programmes de subventions : analyse du parc immobilier, outils de données, API et programmes de mobilisation.',
      ),
      blocks: [
        heroFixtures[l].image,
        block('block_feature_grid', {
          eyebrow: 'Maps',
          heading: t('Everything a program needs, on one map', 'Tout ce qu’il faut à un programme, sur une seule carte'),
          items: [
            { title: t('Housing-stock analysis', 'Analyse du parc immobilier'), body: t('Age, size, heating and likely upgrades for every home in your territory.', 'Âge, taille, chauffage et rénovations probables de chaque maison de votre territoire.') },
            { title: t('Data tools', 'Outils de données'), body: t('Filter, compare and export the homes that fit your program.', 'Filtrez, comparez et exportez les maisons admissibles à votre programme.') },
            { title: 'API', body: t('Bring our data into your own systems and dashboards.', 'Intégrez nos données à vos propres systèmes et tableaux de bord.') },
            { title: t('Engagement programs', 'Programmes de mobilisation'), body: t('Campaigns that bring homeowners in: a 200% engagement increase in our programs.', 'Des campagnes qui rejoignent les propriétaires : une hausse de 200 % de la participation dans nos programmes.') },
          ],
        }),
        statsFixtures[l].claims,
        timelineFixtures[l].program,
        logoWall(t),
        callToActionFixtures[l].light,
      ],
    }),
  },
  {
    key: 'hvac',
    slug: '/hvac',
    content: (t, p, l) => ({
      title: t('For HVAC contractors', 'Pour les entrepreneurs en CVC'),
      description: t(
        'Size heat pumps right: LiDAR scans and F280 room-by-room heat-load reports on site, with Stride.',
        'Dimensionnez les thermopompes avec justesse : numérisation LiDAR et rapports F280 pièce par pièce sur place, avec Stride.',
      ),
      blocks: [
        heroFixtures[l].video,
        block('block_stats', {
          heading: t('Why HVAC teams switch', 'Pourquoi les équipes CVC l’adoptent'),
          items: [
            { value: t('5-10 min', '5-10 min'), label: t('for a room-by-room report', 'pour un rapport pièce par pièce') },
            { value: 'F280', label: t('heat-load reports, room by room and by block', 'rapports de charge thermique, pièce par pièce et par bloc') },
            { value: '3D', label: t('annotated model of every home you scan', 'modèle annoté de chaque maison numérisée') },
          ],
          footnote: t(
            'Stride is certified for F280 calculations by a Canadian association of HVAC designers.',
            'Stride est certifié pour les calculs F280 par une association canadienne de concepteurs en CVC.',
          ),
        }),
        strideSteps(l),
        ...frenchPromotion(t, p, l),
        callToActionFixtures[l].app,
      ],
    }),
  },
  {
    key: 'stride',
    slug: '/stride',
    content: (t, p, l) => ({
      title: 'Stride',
      description: t(
        'Stride: scan a home with LiDAR, review the 3D model and export F280 heat-load reports on site. No video, only shape outlines, photos and notes.',
        'Stride : numérisez une maison au LiDAR, révisez le modèle 3D et exportez des rapports F280 sur place. Aucune vidéo : seulement des contours, des photos et des notes.',
      ),
      blocks: [
        heroFixtures[l].centered,
        mediaTextFixtures[l].video,
        strideSteps(l),
        block('block_feature_grid', {
          heading: t('Built for the job site', 'Conçu pour le chantier'),
          items: [
            { title: t('LiDAR scanning', 'Numérisation LiDAR'), body: t('Walk through the home with a phone or tablet; the model builds itself.', 'Parcourez la maison avec un téléphone ou une tablette; le modèle se construit tout seul.') },
            { title: t('F280 reports', 'Rapports F280'), body: t('Room-by-room and block heat-load reports, on site. Certified for F280 by a Canadian HVAC designers’ association.', 'Rapports de charge thermique pièce par pièce et par bloc, sur place. Certifié F280 par une association canadienne de concepteurs en CVC.') },
            { title: t('Private by design', 'Confidentiel dès la conception'), body: t('No video, only shape outlines, photos and notes.', 'Aucune vidéo : seulement des contours, des photos et des notes.') },
          ],
        }),
        embedFixtures[l].waitlist,
        ...frenchPromotion(t, p, l),
        callToActionFixtures[l].app,
      ],
    }),
  },
  {
    key: 'demo',
    slug: '/demo',
    content: (t, p, l) => ({
      title: t('Book a demo', 'Réserver une démo'),
      description: t('Book a demo of Homes, Stride or Maps with our team.', 'Réservez une démo de Homes, Stride ou Maps avec notre équipe.'),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Demo', 'Démo'),
          headline: t('See it with our team', 'Voyez-le avec notre équipe'),
          body: t(
            'Tell us who you are and pick a time: we will show you Homes, Stride or Maps on a real home.',
            'Dites-nous qui vous êtes et choisissez un moment : nous vous montrerons Homes, Stride ou Maps sur une vraie maison.',
          ),
          primary_label: t('Write to us', 'Écrivez-nous'),
          primary_href: 'mailto:hello@example.com',
        }),
        embedFixtures[l].demoBooking,
        block('block_call_to_action', {
          kind: 'contact',
          tone: 'light',
          heading: t('Rather talk now?', 'Vous préférez en parler maintenant?'),
          body: t('Call us or write, we answer within a business day.', 'Appelez-nous ou écrivez-nous, nous répondons en un jour ouvrable.'),
          button_label: t('Contact us', 'Nous joindre'),
          button_href: 'mailto:hello@example.com',
          secondary_label: t('or call +1 855 555 0134', 'ou composez le +1 855 555-0134'),
          secondary_href: 'tel:+18555550134',
        }),
      ],
    }),
  },
  {
    key: 'demo-old',
    slug: '/demo-old',
    content: (t, p, l) => ({
      title: t('Request a demo', 'Demander une démo'),
      description: t('Request a demo and our team will get back to you shortly.', 'Demandez une démo : notre équipe vous répondra rapidement.'),
      blocks: [
        block('block_hero', {
          variant: 'default',
          eyebrow: t('Demo', 'Démo'),
          headline: t('Request a demo', 'Demander une démo'),
          body: t('Leave us your details and our team will get back to you shortly.', 'Laissez-nous vos coordonnées et notre équipe vous répondra rapidement.'),
        }),
        embedFixtures[l].demoRequest,
      ],
    }),
  },
  {
    key: 'error',
    slug: '/error',
    noindex: true,
    content: (t) => ({
      title: t('Page not found', 'Page introuvable'),
      description: t('The page you were looking for does not exist.', 'La page que vous cherchez n’existe pas.'),
      blocks: [],
    }),
  },
  ...(['broadSearch', 'heatPumpLong', 'heatPumpShort'] as const).map(
    (name): PageSpec => ({
      key: `ads-${name}`,
      slug: `/ads/${name}`,
      layout: 'vhersheader',
      content: (t, p, l) => adLander(name, t, p, l),
    }),
  ),
  {
    key: 'upgrade-game',
    slug: { en: '/upgrade-game', fr: '/jeu-renovation' },
    content: (t, p, l) => ({
      title: t('The upgrade game', 'Le jeu des rénovations'),
      description: t(
        'Four upgrades, one sensible order: can you upgrade this house the right way?',
        'Quatre rénovations, un ordre logique : saurez-vous rénover cette maison dans le bon ordre?',
      ),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Play', 'Jouer'),
          headline: t('The upgrade game', 'Le jeu des rénovations'),
          body: t(
            'Roof, windows, heat pump, solar panels: which comes first? Pick the upgrades in the order that pays off.',
            'Toiture, fenêtres, thermopompe, panneaux solaires : par quoi commencer? Choisissez les rénovations dans l’ordre qui rapporte.',
          ),
        }),
        embedFixtures[l].upgradeGame,
        block('block_call_to_action', {
          kind: 'demo',
          tone: 'light',
          heading: t('Now do it for your own home', 'Maintenant, faites-le pour votre maison'),
          body: t('Get a free report with the right order for your house.', 'Obtenez un rapport gratuit avec le bon ordre pour votre maison.'),
          button_label: t('Get my report', 'Obtenir mon rapport'),
          button_href: p(t('/report', '/rapport')),
        }),
      ],
    }),
  },
  {
    key: 'report',
    slug: { en: '/report', fr: '/rapport' },
    content: (t, p, l) => ({
      title: t('Get your home report', 'Obtenez le rapport de votre maison'),
      description: t(
        'Check your home with its address: a free report with upgrade recommendations, costs and rebates in 5-10 minutes.',
        'Vérifiez votre maison à partir de son adresse : un rapport gratuit avec recommandations, coûts et subventions en 5 à 10 minutes.',
      ),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Free report', 'Rapport gratuit'),
          headline: t('Check your home with its address', 'Vérifiez votre maison à partir de son adresse'),
          body: t(
            'Enter your address and answer a few questions: your report, with recommendations, costs and rebates, arrives in 5-10 minutes.',
            'Entrez votre adresse et répondez à quelques questions : votre rapport, avec recommandations, coûts et subventions, arrive en 5 à 10 minutes.',
          ),
          primary_label: t('Book a demo instead', 'Réserver plutôt une démo'),
          primary_href: p('/demo'),
        }),
        embedFixtures[l].report,
        faqFixtures[l].homeowners,
      ],
    }),
  },
  {
    key: 'blog',
    slug: '/blog',
    content: (t, p, l) => ({
      title: t('Blog', 'Blogue'),
      description: t('Guides on heat pumps, rebates and upgrade order, and news from our programs.', 'Des guides sur les thermopompes, les subventions et l’ordre des travaux, et des nouvelles de nos programmes.'),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Blog', 'Blogue'),
          headline: t('Ideas for healthier, more efficient homes', 'Des idées pour des maisons plus saines et plus efficaces'),
          body: t(
            'Guides on heat pumps, rebates and upgrade order, and news from the programs we run with municipalities.',
            'Des guides sur les thermopompes, les subventions et l’ordre des travaux, et des nouvelles des programmes que nous menons avec les municipalités.',
          ),
        }),
        embedFixtures[l].newsletter,
      ],
    }),
  },
];

function adLander(name: 'broadSearch' | 'heatPumpLong' | 'heatPumpShort', t: Copy, p: (path: string) => string, l: Locale) {
  const demoBand = block('block_call_to_action', {
    kind: 'demo',
    tone: 'brand',
    heading: t('Get your free home report', 'Obtenez le rapport gratuit de votre maison'),
    body: t('About 5 minutes of questions; your report arrives in 5-10 minutes.', 'Environ 5 minutes de questions; votre rapport arrive en 5 à 10 minutes.'),
    button_label: t('Start now', 'Commencer'),
    button_href: p(t('/report', '/rapport')),
  });
  if (name === 'broadSearch') {
    return {
      title: t('Free home energy assessment', 'Évaluation énergétique gratuite'),
      description: t(
        'Find out which upgrades your home needs, what they cost and which rebates you get: free, in about 5 minutes.',
        'Découvrez les rénovations dont votre maison a besoin, leur coût et vos subventions : gratuitement, en environ 5 minutes.',
      ),
      blocks: [
        block('block_hero', {
          variant: 'split',
          eyebrow: t('Free, in about 5 minutes', 'Gratuit, en environ 5 minutes'),
          headline: t('Lower bills start with the right upgrades', 'Des factures moins élevées commencent par les bonnes rénovations'),
          body: t(
            'A digital twin of your house, upgrade recommendations, cost estimates and the rebates you qualify for.',
            'Un jumeau numérique de votre maison, des recommandations, des estimations de coûts et les subventions auxquelles vous avez droit.',
          ),
          primary_label: t('Get my free report', 'Obtenir mon rapport gratuit'),
          primary_href: p(t('/report', '/rapport')),
          image: FIXTURE_IMAGE,
          image_alt: t('A house with a heat pump beside it, under the sun', 'Une maison avec une thermopompe à côté, sous le soleil'),
        }),
        statsFixtures[l].claims,
        demoBand,
      ],
    };
  }
  const heatPumpHero = block('block_hero', {
    variant: 'split',
    eyebrow: t('Heat pumps', 'Thermopompes'),
    headline: t('Is a heat pump right for your home?', 'Une thermopompe convient-elle à votre maison?'),
    body: t(
      'Find out in about 5 minutes: the right size for your house, what it costs and the rebates that pay for it.',
      'Découvrez-le en environ 5 minutes : la bonne puissance pour votre maison, son coût et les subventions qui la financent.',
    ),
    primary_label: t('Check my home', 'Vérifier ma maison'),
    primary_href: p(t('/report', '/rapport')),
    image: FIXTURE_IMAGE,
    image_alt: t('A house with a heat pump beside it, under the sun', 'Une maison avec une thermopompe à côté, sous le soleil'),
  });
  if (name === 'heatPumpShort') {
    return {
      title: t('Heat pumps: is one right for you?', 'Thermopompes : est-ce pour vous?'),
      description: t('A free heat pump check for your home in about 5 minutes, with costs and rebates.', 'Une vérification gratuite pour une thermopompe chez vous en environ 5 minutes, avec coûts et subventions.'),
      blocks: [heatPumpHero, demoBand],
    };
  }
  return {
    title: t('Heat pumps, explained for your home', 'Les thermopompes, expliquées pour votre maison'),
    description: t(
      'Everything about heat pumps for your house: sizing, upgrade order, costs and rebates, with a free report in 5-10 minutes.',
      'Tout sur les thermopompes pour votre maison : puissance, ordre des travaux, coûts et subventions, avec un rapport gratuit en 5 à 10 minutes.',
    ),
    blocks: [
      heatPumpHero,
      block('block_media_text', {
        eyebrow: t('Upgrade order', 'Ordre des travaux'),
        heading: t('Envelope first, then the heat pump', 'L’enveloppe d’abord, la thermopompe ensuite'),
        html: t(
          '<p>A heat pump sized for a leaky house is too big once the house is sealed. Start with the roof, windows and insulation, then size the heat pump for the house you will have.</p><ul><li>Room-by-room heat-load calculations</li><li>Cost estimates for each step</li><li>Every rebate you qualify for</li></ul>',
          '<p>Une thermopompe dimensionnée pour une maison qui fuit sera trop puissante une fois la maison bien isolée. Commencez par la toiture, les fenêtres et l’isolation, puis choisissez la thermopompe pour la maison que vous aurez.</p><ul><li>Calcul de la charge thermique pièce par pièce</li><li>Estimation des coûts de chaque étape</li><li>Toutes les subventions auxquelles vous avez droit</li></ul>',
        ),
        media_side: 'end',
        image: FIXTURE_IMAGE,
        video: FIXTURE_VIDEO,
        video_captions: FIXTURE_CAPTIONS,
        media_alt: t('An advisor scans a living room with a tablet', 'Un conseiller numérise un salon avec une tablette'),
      }),
      statsFixtures[l].claims,
      testimonialsFixtures[l].customers,
      faqFixtures[l].homeowners,
      demoBand,
    ],
  };
}

const pathIn = (locale: Locale) => (path: string) => (locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`);

/** The seed pages, with fixture ids removed (Directus assigns ids). */
export const seedPages: SeedPage[] = pages.flatMap((spec) =>
  LOCALES.map((locale) => {
    const t: Copy = (en, fr) => (locale === 'en' ? en : fr);
    const { title, description, blocks } = spec.content(t, pathIn(locale), locale);
    return {
      locale,
      slug: typeof spec.slug === 'string' ? spec.slug : spec.slug[locale],
      translation_key: spec.key,
      title,
      seo_description: description,
      layout: spec.layout ?? 'default',
      noindex: spec.noindex ?? false,
      blocks: blocks.map(({ id: _id, ...rest }) => rest),
    };
  }),
);
