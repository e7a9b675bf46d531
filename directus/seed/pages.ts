// Every page of the SPEC, in English and French, as CMS content. Each page is written once, with its
// two languages side by side (`t(en, fr)`), so translators read them together and the structure of
// the two versions cannot drift. Blocks reuse the block fixtures where those are the page's copy.
import { FIXTURE_CAPTIONS, FIXTURE_IMAGE, FIXTURE_VIDEO, SEED_LOGO_FOLDER } from '../../kit/cms/fixture-media.ts';
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
  /** Message match (issue 43): words that echo an ad's keyword. */
  matches?: SeedMatch[];
};

export type SeedMatch = { key: string; phrases: string[]; heading?: string; subheading?: string; cta_label?: string };

type Copy = (en: string, fr: string) => string;
type PageSpec = {
  key: string;
  slug: string | { en: string; fr: string };
  layout?: 'default' | 'vhersheader';
  noindex?: boolean;
  content: (t: Copy, p: (path: string) => string, locale: Locale) => { title: string; description: string; blocks: SeedBlock[]; matches?: SeedMatch[] };
};

const block = (collection: string, fields: Record<string, unknown>): SeedBlock => ({ collection, ...fields });

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
          intro: t(
            'About 5 minutes of questions; your report arrives in 5-10 minutes.',
            'Environ 5 minutes de questions; votre rapport arrive en 5 à 10 minutes.',
          ),
          items: [
            {
              title: t('A digital twin of your house', 'Un jumeau numérique de votre maison'),
              body: t(
                'Walls, windows, heating and all, modelled from your answers and public data.',
                'Murs, fenêtres, chauffage : tout est modélisé à partir de vos réponses et de données publiques.',
              ),
            },
            {
              title: t('Upgrade recommendations', 'Des recommandations de rénovation'),
              body: t(
                'In the order that makes sense, from the building envelope to heat pumps and solar.',
                'Dans le bon ordre, de l’enveloppe du bâtiment aux thermopompes et au solaire.',
              ),
            },
            {
              title: t('Costs and rebates', 'Coûts et subventions'),
              body: t(
                'Cost estimates for each upgrade, and the rebates you qualify for, calculated for you.',
                'Une estimation du coût de chaque rénovation et le calcul des subventions auxquelles vous avez droit.',
              ),
            },
            {
              title: t('A healthier home', 'Une maison plus saine'),
              body: t(
                'Advice on ventilation, humidity and comfort, room by room.',
                'Des conseils sur la ventilation, l’humidité et le confort, pièce par pièce.',
              ),
            },
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
            {
              title: t('Housing-stock analysis', 'Analyse du parc immobilier'),
              body: t(
                'Age, size, heating and likely upgrades for every home in your territory.',
                'Âge, taille, chauffage et rénovations probables de chaque maison de votre territoire.',
              ),
            },
            {
              title: t('Data tools', 'Outils de données'),
              body: t(
                'Filter, compare and export the homes that fit your program.',
                'Filtrez, comparez et exportez les maisons admissibles à votre programme.',
              ),
            },
            {
              title: 'API',
              body: t('Bring our data into your own systems and dashboards.', 'Intégrez nos données à vos propres systèmes et tableaux de bord.'),
            },
            {
              title: t('Engagement programs', 'Programmes de mobilisation'),
              body: t(
                'Campaigns that bring homeowners in: a 200% engagement increase in our programs.',
                'Des campagnes qui rejoignent les propriétaires : une hausse de 200 % de la participation dans nos programmes.',
              ),
            },
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
            {
              title: t('LiDAR scanning', 'Numérisation LiDAR'),
              body: t(
                'Walk through the home with a phone or tablet; the model builds itself.',
                'Parcourez la maison avec un téléphone ou une tablette; le modèle se construit tout seul.',
              ),
            },
            {
              title: t('F280 reports', 'Rapports F280'),
              body: t(
                'Room-by-room and block heat-load reports, on site. Certified for F280 by a Canadian HVAC designers’ association.',
                'Rapports de charge thermique pièce par pièce et par bloc, sur place. Certifié F280 par une association canadienne de concepteurs en CVC.',
              ),
            },
            {
              title: t('Private by design', 'Confidentiel dès la conception'),
              body: t('No video, only shape outlines, photos and notes.', 'Aucune vidéo : seulement des contours, des photos et des notes.'),
            },
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
  ...(['broadSearch', 'heatPumpLong', 'heatPumpShort'] as const).map((name): PageSpec => ({
    key: `ads-${name}`,
    slug: `/ads/${name}`,
    layout: 'vhersheader',
    content: (t, p, l) => adLander(name, t, p, l),
  })),
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
      description: t(
        'Guides on heat pumps, rebates and upgrade order, and news from our programs.',
        'Des guides sur les thermopompes, les subventions et l’ordre des travaux, et des nouvelles de nos programmes.',
      ),
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
  {
    key: 'privacy',
    slug: { en: '/privacy', fr: '/confidentialite' },
    content: (t, p) => ({
      title: t('Privacy policy', 'Politique de confidentialité'),
      description: t(
        'What personal information we collect and why, how long we keep it, who we share it with, your rights under Quebec law, and the cookies we use.',
        'Les renseignements personnels que nous recueillons et pourquoi, leur durée de conservation, avec qui nous les partageons, vos droits selon la loi québécoise et les témoins que nous utilisons.',
      ),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Your privacy', 'Votre vie privée'),
          headline: t('Privacy policy', 'Politique de confidentialité'),
          body: t(
            'What we collect, why we collect it, how long we keep it and the choices you have.',
            'Ce que nous recueillons, pourquoi, combien de temps nous le conservons et les choix qui s’offrent à vous.',
          ),
        }),
        block('block_rich_text', { width: 'narrow', html: privacyPolicy(t, p) }),
      ],
    }),
  },
  {
    key: 'terms',
    slug: { en: '/terms', fr: '/conditions' },
    content: (t, p) => ({
      title: t('Terms of use', 'Conditions d’utilisation'),
      description: t(
        'The rules for using this site: content and trademarks, demos and estimates, warranty, liability and governing law.',
        'Les règles d’utilisation de ce site : contenu et marques, démos et estimations, garanties, responsabilité et droit applicable.',
      ),
      blocks: [
        block('block_hero', {
          variant: 'centered',
          eyebrow: t('Using this site', 'Utilisation du site'),
          headline: t('Terms of use', 'Conditions d’utilisation'),
          body: t('The few rules that apply when you use this site.', 'Les quelques règles qui s’appliquent lorsque vous utilisez ce site.'),
        }),
        block('block_rich_text', { width: 'narrow', html: termsOfUse(t, p) }),
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
      description: t(
        'A free heat pump check for your home in about 5 minutes, with costs and rebates.',
        'Une vérification gratuite pour une thermopompe chez vous en environ 5 minutes, avec coûts et subventions.',
      ),
      blocks: [
        heatPumpHero,
        // Shown only to the visitors of the spring rebate campaign (issue 43): crawlers and every other
        // visitor get the page without it.
        block('block_call_to_action', {
          kind: 'demo',
          tone: 'light',
          heading: t('Spring rebate season is open', 'La saison des subventions du printemps est ouverte'),
          body: t(
            'Many rebate programs renew their budgets in the spring: your report lists the ones open in your area today.',
            'Plusieurs programmes de subventions renouvellent leur budget au printemps : votre rapport indique ceux qui sont ouverts dans votre région aujourd’hui.',
          ),
          button_label: t('See my spring rebates', 'Voir mes subventions du printemps'),
          button_href: p(t('/report', '/rapport')),
          audience: 'only',
          audience_campaigns: ['spring-rebates'],
        }),
        demoBand,
      ],
      // A click on a rebate ad reads about rebates (issue 43): its keyword, in either language's words.
      matches: [
        {
          key: t('heat-pump-rebate', 'subvention-thermopompe'),
          phrases: ['heat pump rebate', 'heat pump grant', 'subvention thermopompe', 'aide thermopompe'],
          heading: t('Heat pump rebates: see what you qualify for', 'Subventions pour thermopompe : voyez celles auxquelles vous avez droit'),
          subheading: t(
            'In about 5 minutes: every rebate your home qualifies for, the right heat pump size and what it costs after rebates.',
            'En environ 5 minutes : toutes les subventions auxquelles votre maison a droit, la bonne puissance de thermopompe et son coût une fois les subventions déduites.',
          ),
          cta_label: t('Find my rebates', 'Trouver mes subventions'),
        },
      ],
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

// The legal pages (the footer's privacy and terms links). The privacy policy follows Quebec's Act
// respecting the protection of personal information in the private sector (Law 25): who answers for
// personal information, what each form collects and why, how long it is kept, who receives it, where
// it is stored, the visitor's rights, and every cookie and browser-storage key the site sets, by
// purpose (src/browser/, kit/analytics.ts, schemas/consent.ts and schemas/attribution.ts
// name them). A change of practice there is a change of this text, and of its date.
const LEGAL_UPDATED = (t: Copy) => t('November 26, 2026', '26 novembre 2026');
const PRIVACY_EMAIL = 'privacy@example.com';
const CONTACT_EMAIL = 'hello@example.com';
const mailto = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const codes = (names: readonly string[], and: string) => {
  const tags = names.map((n) => `<code>${n}</code>`);
  return `${tags.slice(0, -1).join(', ')} ${and} ${tags.at(-1) ?? ''}`;
};

type StorageRow = { name: string; kind: string; purpose: string; duration: string };

/** One table per purpose: the name (and where it lives), what it is for, and how long it lasts. */
const storageTable = (t: Copy, rows: StorageRow[]) =>
  `<table><thead><tr><th scope="col">${t('Name', 'Nom')}</th><th scope="col">${t('Purpose', 'Utilité')}</th><th scope="col">${t('Duration', 'Durée')}</th></tr></thead><tbody>` +
  rows.map((r) => `<tr><th scope="row"><code>${r.name}</code><br>${r.kind}</th><td>${r.purpose}</td><td>${r.duration}</td></tr>`).join('') +
  '</tbody></table>';

/** "What" and "why" of one form. */
const collected = (t: Copy, what: string, why: string) =>
  `<ul><li><strong>${t('What we collect:', 'Ce que nous recueillons :')}</strong> ${what}</li><li><strong>${t('Why:', 'Pourquoi :')}</strong> ${why}</li></ul>`;

function privacyPolicy(t: Copy, p: (path: string) => string): string {
  const cookie = t('Cookie', 'Témoin');
  const session = t('Session storage', 'Stockage de session');
  const tab = t('Until you close the tab', 'Jusqu’à la fermeture de l’onglet');
  const days365 = t('365 days', '365 jours');
  const months13 = t('13 months', '13 mois');
  const days90 = t('90 days', '90 jours');
  const days5 = t('5 days', '5 jours');
  return [
    t(
      `<p><strong>Last updated: ${LEGAL_UPDATED(t)}</strong></p><p>This policy explains how we handle the personal information of the people who visit this site. We are a Quebec company, and we apply Quebec’s <em>Act respecting the protection of personal information in the private sector</em>, as amended by Law 25.</p>`,
      `<p><strong>Dernière mise à jour : ${LEGAL_UPDATED(t)}</strong></p><p>Cette politique explique comment nous traitons les renseignements personnels des personnes qui visitent ce site. Nous sommes une entreprise québécoise et nous appliquons la <em>Loi sur la protection des renseignements personnels dans le secteur privé</em>, telle que modifiée par la Loi 25.</p>`,
    ),
    t(
      `<h2>Who is responsible</h2><p>Our <strong>Privacy Officer</strong> is the person in charge of the protection of personal information within the meaning of the Act. They see that this policy is applied and answer your questions, requests and complaints: write to ${mailto(PRIVACY_EMAIL)}.</p>`,
      `<h2>Qui est responsable</h2><p>Notre <strong>responsable de la protection des renseignements personnels</strong>, au sens de la Loi, veille à l’application de cette politique et répond à vos questions, demandes et plaintes. Écrivez-lui à ${mailto(PRIVACY_EMAIL)}.</p>`,
    ),
    t(
      '<h2>What we collect and why</h2><p>We collect only what you enter in our forms, for the purposes stated below, and the origin of your visit. You can browse the site without giving us anything.</p>',
      '<h2>Ce que nous recueillons et pourquoi</h2><p>Nous recueillons uniquement ce que vous inscrivez dans nos formulaires, aux fins indiquées ci-dessous, ainsi que la provenance de votre visite. Vous pouvez parcourir le site sans rien nous fournir.</p>',
    ),
    t('<h3>Demo requests and bookings</h3>', '<h3>Demandes et réservations de démo</h3>'),
    collected(
      t,
      t(
        'your name, company, e-mail address and role; your industry if your role is “Other”; your consent to be contacted; the language and page of your request; and, when you book, the time you chose and your time zone.',
        'vos nom, entreprise, adresse courriel et rôle; votre secteur d’activité si vous choisissez « Autre »; votre consentement à ce que nous communiquions avec vous; la langue et la page de votre demande; et, si vous réservez, la plage horaire choisie et votre fuseau horaire.',
      ),
      t(
        'to prepare and hold your demo, send you its details and follow up with you.',
        'pour préparer et tenir votre démo, vous en transmettre les détails et faire un suivi avec vous.',
      ),
    ),
    t('<h3>Newsletter</h3>', '<h3>Infolettre</h3>'),
    collected(
      t,
      t('your e-mail address and language.', 'votre adresse courriel et votre langue.'),
      t(
        'to send you our newsletter. You can unsubscribe at any time, from any issue or by writing to us.',
        'pour vous envoyer notre infolettre. Vous pouvez vous désabonner en tout temps, à partir de n’importe quel envoi ou en nous écrivant.',
      ),
    ),
    t('<h3>Stride waitlist</h3>', '<h3>Liste d’attente de Stride</h3>'),
    collected(
      t,
      t('your e-mail address, role and company.', 'votre adresse courriel, votre rôle et votre entreprise.'),
      t(
        'to tell you when Stride is available to you, and what it can do for your work.',
        'pour vous prévenir quand Stride vous sera offert et vous présenter ce qu’il peut faire pour votre travail.',
      ),
    ),
    t('<h3>Home report</h3>', '<h3>Rapport sur votre maison</h3>'),
    collected(
      t,
      t(
        'the address of the home, your e-mail address and, if you give them, the home’s coordinates (latitude and longitude).',
        'l’adresse de la maison, votre adresse courriel et, si vous les fournissez, les coordonnées géographiques de la maison (latitude et longitude).',
      ),
      t('to produce the report for that home and send it to you.', 'pour produire le rapport de cette maison et vous l’envoyer.'),
    ),
    t('<h3>Your account</h3>', '<h3>Votre compte</h3>'),
    collected(
      t,
      t(
        'your e-mail address and password, kept by Google’s Firebase Authentication service (we never see your password); and, when you send a form while signed in, that it came from your account.',
        'votre adresse courriel et votre mot de passe, conservés par le service Firebase Authentication de Google (nous ne voyons jamais votre mot de passe); et, lorsque vous envoyez un formulaire en étant connecté, le fait qu’il provient de votre compte.',
      ),
      t(
        'to let you sign in, show you your demos and requests, let you move or cancel a demo, and fill in your name and e-mail address in our forms.',
        'pour vous permettre de vous connecter, vous montrer vos démos et vos demandes, vous permettre de déplacer ou d’annuler une démo, et remplir vos nom et adresse courriel dans nos formulaires.',
      ),
    ),
    t(
      `<h3>The origin of your visit</h3><p>With each form you send, we keep how you reached the site: the ${codes(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'], 'and')} of the link you followed, if it had any, the page you landed on, the site that referred you and, if we were comparing two versions of a page, the version you saw. Google’s click identifiers (${codes(['gclid', 'gbraid', 'wbraid'], 'and')}) are kept only if you allowed advertising. This tells us which campaigns bring requests and, with your advertising consent, lets us tell Google Ads that an ad led to a request.</p>`,
      `<h3>La provenance de votre visite</h3><p>Avec chaque formulaire envoyé, nous conservons la provenance de votre visite : les paramètres ${codes(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'], 'et')} du lien que vous avez suivi, s’il en comportait, la page d’arrivée, le site qui vous a dirigé vers nous et, si nous comparions deux versions d’une page, la version que vous avez vue. Les identifiants de clic de Google (${codes(['gclid', 'gbraid', 'wbraid'], 'et')}) ne sont conservés que si vous avez accepté la publicité. Ces renseignements nous indiquent quelles campagnes génèrent des demandes et, avec votre consentement à la publicité, nous permettent de signaler à Google Ads qu’une annonce a mené à une demande.</p>`,
    ),
    t(
      '<h3>Protecting our forms</h3><p>To limit abuse, the site counts the forms sent from each IP address. That count stays in the server’s memory for 10 minutes and is not stored with what you send.</p>',
      '<h3>Protection de nos formulaires</h3><p>Pour limiter les abus, le site compte les formulaires envoyés depuis chaque adresse IP. Ce décompte reste 10 minutes dans la mémoire du serveur et n’est pas conservé avec ce que vous nous transmettez.</p>',
    ),
    t(
      '<h2>How long we keep it</h2><p>We keep personal information only as long as it serves the purpose it was collected for, then erase it automatically:</p><ul><li><strong>Demo requests and bookings, Stride waitlist sign-ups and home report requests:</strong> {{retention_leads_months}} months after our last exchange about them.</li><li><strong>Newsletter:</strong> until you unsubscribe. A sign-up never confirmed is erased after {{retention_pending_days}} days, and so is an unsubscribed address.</li><li><strong>Proof of your newsletter consent:</strong> when you gave and withdrew it, and the words you agreed to, kept without your address for {{retention_proof_months}} months after your subscription ends, as Canada’s anti-spam law requires. The log of access and erasure requests is kept as long, also without your data.</li><li><strong>The e-mails we send you:</strong> {{retention_mail_days}} days.</li><li><strong>Your account:</strong> until you delete it, or ask us to.</li><li><strong>The origin of your visit:</strong> as long as the form it came with.</li></ul>',
      '<h2>Combien de temps nous le conservons</h2><p>Nous conservons les renseignements personnels seulement tant qu’ils servent la fin pour laquelle ils ont été recueillis, puis nous les effaçons automatiquement :</p><ul><li><strong>Demandes et réservations de démo, inscriptions à la liste d’attente de Stride et demandes de rapport :</strong> {{retention_leads_months}} mois après notre dernier échange à leur sujet.</li><li><strong>Infolettre :</strong> jusqu’à votre désabonnement. Une inscription jamais confirmée est effacée après {{retention_pending_days}} jours, de même qu’une adresse désabonnée.</li><li><strong>Preuve de votre consentement à l’infolettre :</strong> quand vous l’avez donné et retiré, et les mots auxquels vous avez consenti, conservés sans votre adresse pendant {{retention_proof_months}} mois après la fin de votre abonnement, comme l’exige la loi canadienne anti-pourriel. Le journal des demandes d’accès et d’effacement est conservé aussi longtemps, également sans vos données.</li><li><strong>Les courriels que nous vous envoyons :</strong> {{retention_mail_days}} jours.</li><li><strong>Votre compte :</strong> jusqu’à ce que vous le supprimiez, ou nous le demandiez.</li><li><strong>Provenance de votre visite :</strong> aussi longtemps que le formulaire auquel elle est jointe.</li></ul>',
    ),
    t(
      '<h2>Who we share it with</h2><p>We do not sell your personal information, and we share it only with:</p><ul><li><strong>Our hosting provider</strong>, which runs the site and its database for us, under a contract that lets it use your information only to provide that service.</li><li><strong>Google’s Firebase Authentication</strong>, if you create an account: it keeps your e-mail address and password and checks them when you sign in.</li><li><strong>Google</strong>, only if you accept it: Google Analytics for measurement and Google Ads for advertising (see the cookies below). Google may process this information outside Quebec, including in the United States.</li><li><strong>Public authorities</strong>, when the law requires it.</li></ul><p>Before any personal information is communicated outside Quebec, we assess whether it will be adequately protected there, as the Act requires.</p>',
      '<h2>Avec qui nous le partageons</h2><p>Nous ne vendons pas vos renseignements personnels, et nous ne les communiquons qu’aux destinataires suivants :</p><ul><li><strong>Notre hébergeur</strong>, qui exploite le site et sa base de données pour nous, en vertu d’un contrat qui lui permet d’utiliser vos renseignements uniquement pour fournir ce service.</li><li><strong>Firebase Authentication de Google</strong>, si vous créez un compte : ce service conserve votre adresse courriel et votre mot de passe, et les vérifie lorsque vous vous connectez.</li><li><strong>Google</strong>, seulement si vous y consentez : Google Analytics pour la mesure d’audience et Google Ads pour la publicité (voir les témoins plus bas). Google peut traiter ces renseignements à l’extérieur du Québec, notamment aux États-Unis.</li><li><strong>Les autorités publiques</strong>, lorsque la loi l’exige.</li></ul><p>Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous évaluons s’ils y bénéficieront d’une protection adéquate, comme l’exige la Loi.</p>',
    ),
    t(
      '<h2>Where it is stored</h2><p>What you send through our forms is stored in our database, hosted in Canada. Only the members of our team who need it for their work, such as sales and support, can see it, each with their own account.</p>',
      '<h2>Où nous le conservons</h2><p>Ce que vous nous transmettez par nos formulaires est conservé dans notre base de données, hébergée au Canada. Seuls les membres de notre équipe qui en ont besoin pour leur travail, comme les ventes et le soutien, y ont accès, chacun avec son propre compte.</p>',
    ),
    t(
      `<h2>Your rights</h2><p>You can, at any time:</p><ul><li><strong>access</strong> the personal information we hold about you, and receive what you gave us in a structured, commonly used format;</li><li>have it <strong>corrected</strong> if it is inaccurate, incomplete or ambiguous;</li><li><strong>withdraw your consent</strong> to its use, to the newsletter or to cookies (with “Cookie preferences”);</li><li>ask us to stop disseminating it, or to <strong>de-index</strong> any link to your name that gives access to it, when disseminating it breaks the law or seriously harms your reputation or privacy.</li></ul><p><strong>Do it yourself, at once:</strong> from <a href="${p('/account')}">your account</a> (<em>Your data</em>), or, without an account, on <a href="${p('/my-data')}">the “My data” page</a>: we e-mail you a link that proves the address is yours, then you see, download or erase everything we hold about it. Erasing cancels your upcoming demos and closes your account.</p><p>Or write to ${mailto(PRIVACY_EMAIL)}. We may first ask you to confirm your identity, and we answer within 30 days. If our answer does not satisfy you, you can file a complaint with the <a href="https://www.cai.gouv.qc.ca/">Commission d’accès à l’information du Québec</a>.</p>`,
      `<h2>Vos droits</h2><p>Vous pouvez en tout temps :</p><ul><li><strong>consulter</strong> les renseignements personnels que nous détenons à votre sujet, et obtenir ceux que vous nous avez fournis dans un format structuré et couramment utilisé;</li><li>les faire <strong>rectifier</strong> s’ils sont inexacts, incomplets ou équivoques;</li><li><strong>retirer votre consentement</strong> à leur utilisation, à l’infolettre ou aux témoins (avec « Préférences de témoins »);</li><li>nous demander de cesser de les diffuser, ou de <strong>désindexer</strong> tout hyperlien rattaché à votre nom qui permet d’y accéder, lorsque leur diffusion contrevient à la loi ou porte gravement atteinte à votre réputation ou à votre vie privée.</li></ul><p><strong>Faites-le vous-même, tout de suite :</strong> depuis <a href="${p('/compte')}">votre compte</a> (<em>Vos données</em>), ou, sans compte, sur <a href="${p('/mes-donnees')}">la page « Mes données »</a> : nous vous envoyons par courriel un lien qui prouve que l’adresse est la vôtre, puis vous consultez, téléchargez ou effacez tout ce que nous détenons à son sujet. L’effacement annule vos démos à venir et ferme votre compte.</p><p>Ou écrivez à ${mailto(PRIVACY_EMAIL)}. Nous pourrons d’abord vous demander de confirmer votre identité, et nous vous répondrons dans un délai de 30 jours. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de la <a href="https://www.cai.gouv.qc.ca/">Commission d’accès à l’information du Québec</a>.</p>`,
    ),
    t(
      '<h2>Cookies and browser storage</h2><p>Until you make a choice in the cookie banner, the site sets only strictly necessary cookies; measurement and advertising cookies come only with your consent. You can change your choice at any time with <strong>Cookie preferences</strong> at the bottom of every page. If your browser sends the Global Privacy Control (GPC) signal, we treat it as a refusal of advertising, and the advertising option stays off. When you withdraw a consent, the site deletes the Google cookies it can reach and tells Google to stop using them.</p>',
      '<h2>Témoins et stockage dans le navigateur</h2><p>Tant que vous n’avez pas fait de choix dans le bandeau des témoins, le site n’utilise que des témoins strictement nécessaires; les témoins de mesure et de publicité ne sont déposés qu’avec votre consentement. Vous pouvez modifier votre choix en tout temps avec <strong>Préférences de témoins</strong>, au bas de chaque page. Si votre navigateur transmet le signal Global Privacy Control (GPC), nous le considérons comme un refus de la publicité, et l’option de publicité reste désactivée. Lorsque vous retirez un consentement, le site supprime les témoins de Google auxquels il a accès et demande à Google de cesser de les utiliser.</p>',
    ),
    t('<h3>Strictly necessary (always on)</h3>', '<h3>Strictement nécessaires (toujours actifs)</h3>'),
    storageTable(t, [
      { name: 'locale', kind: cookie, purpose: t('The language you chose', 'La langue que vous avez choisie'), duration: days365 },
      {
        name: '__session',
        kind: cookie,
        purpose: t('Keeps you signed in to your account (only once you sign in)', 'Vous garde connecté à votre compte (seulement après votre connexion)'),
        duration: days5,
      },
      {
        name: 'signed_in',
        kind: cookie,
        purpose: t(
          'Tells our forms that you are signed in, so that they fill in your name and e-mail address',
          'Indique à nos formulaires que vous êtes connecté, pour qu’ils remplissent vos nom et adresse courriel',
        ),
        duration: days5,
      },
      {
        name: 'variants',
        kind: cookie,
        purpose: t(
          'While we compare two versions of a page, the version you were shown, so that you see the same one on your next visits. It holds only the test’s number and the version’s letter: nothing that identifies you, shared with no one',
          'Pendant que nous comparons deux versions d’une page, la version qui vous a été montrée, pour que vous voyiez la même à vos prochaines visites. Il ne contient que le numéro du test et la lettre de la version : rien qui vous identifie, et il n’est communiqué à personne',
        ),
        duration: days90,
      },
      {
        name: 'banner_dismissed',
        kind: cookie,
        purpose: t('Remembers that you closed the promotional banner', 'Retient que vous avez fermé le bandeau promotionnel'),
        duration: days365,
      },
      {
        name: 'consent',
        kind: cookie,
        purpose: t(
          'Your cookie choice, its date and the version of this policy it answers',
          'Votre choix en matière de témoins, sa date et la version de cette politique à laquelle il répond',
        ),
        duration: months13,
      },
      {
        name: 'reload-guard',
        kind: session,
        purpose: t(
          'The page last reloaded after a site update, so that it is never reloaded twice in a row',
          'La dernière page rechargée après une mise à jour du site, pour ne jamais la recharger deux fois de suite',
        ),
        duration: tab,
      },
      {
        name: 'ui-state',
        kind: session,
        purpose: t(
          'Whether the mobile menu is open, so that a reload keeps it',
          'Indique si le menu mobile est ouvert, pour le garder ainsi après un rechargement',
        ),
        duration: tab,
      },
      {
        name: 'attribution',
        kind: session,
        purpose: t(
          'The origin of your visit, sent with your forms (Google’s click identifiers only with your advertising consent)',
          'La provenance de votre visite, jointe à vos formulaires (identifiants de clic de Google seulement avec votre consentement à la publicité)',
        ),
        duration: tab,
      },
    ]),
    t('<h3>Measurement (only with your consent)</h3>', '<h3>Mesure d’audience (seulement avec votre consentement)</h3>'),
    storageTable(t, [
      {
        name: '_ga',
        kind: `${cookie}, Google Analytics`,
        purpose: t('Tells visitors apart, to count visits and the pages read', 'Distingue les visiteurs, pour compter les visites et les pages consultées'),
        duration: months13,
      },
      {
        name: '_ga_&lt;id&gt;',
        kind: `${cookie}, Google Analytics`,
        purpose: t('Keeps the state of your visit for Google Analytics', 'Conserve l’état de votre visite pour Google Analytics'),
        duration: months13,
      },
      {
        name: 'conversions',
        kind: session,
        purpose: t(
          'The demo requests already reported to Google from this tab, so that none is counted twice (also with advertising consent alone)',
          'Les demandes de démo déjà signalées à Google depuis cet onglet, pour qu’aucune ne soit comptée deux fois (aussi avec le seul consentement à la publicité)',
        ),
        duration: tab,
      },
    ]),
    t('<h3>Advertising (only with your consent)</h3>', '<h3>Publicité (seulement avec votre consentement)</h3>'),
    storageTable(t, [
      {
        name: '_gcl_au',
        kind: `${cookie}, Google Ads`,
        purpose: t(
          'Links a click on one of our ads to a demo request made later',
          'Relie un clic sur l’une de nos annonces à une demande de démo faite plus tard',
        ),
        duration: days90,
      },
      {
        name: '_gcl_aw',
        kind: `${cookie}, Google Ads`,
        purpose: t('Holds the identifier of the Google ad you clicked', 'Conserve l’identifiant de l’annonce Google sur laquelle vous avez cliqué'),
        duration: days90,
      },
    ]),
    t(
      '<h2>Changes to this policy</h2><p>When our practices change, we update this page and its date. If a change affects cookies, the banner asks for your choice again.</p>',
      '<h2>Modifications de cette politique</h2><p>Lorsque nos pratiques changent, nous mettons à jour cette page et sa date. Si un changement touche les témoins, le bandeau vous demande à nouveau votre choix.</p>',
    ),
    t(
      `<h2>Contact us</h2><p>For any question, request or complaint about your personal information: ${mailto(PRIVACY_EMAIL)}. The rules for using the site are in our <a href="${p('/terms')}">terms of use</a>.</p>`,
      `<h2>Nous joindre</h2><p>Pour toute question, demande ou plainte au sujet de vos renseignements personnels : ${mailto(PRIVACY_EMAIL)}. Les règles d’utilisation du site figurent dans nos <a href="${p('/conditions')}">conditions d’utilisation</a>.</p>`,
    ),
  ].join('');
}

function termsOfUse(t: Copy, p: (path: string) => string): string {
  return [
    t(
      `<p><strong>Last updated: ${LEGAL_UPDATED(t)}</strong></p><p>By using this site, you accept these terms. If you do not accept them, please do not use the site.</p>`,
      `<p><strong>Dernière mise à jour : ${LEGAL_UPDATED(t)}</strong></p><p>En utilisant ce site, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.</p>`,
    ),
    t(
      '<h2>Using the site</h2><p>You may browse the site, share its pages and use its forms for what they are for. Do not try to disrupt the site or get around its protections, send forms automatically or in bulk, or use the site to break the law.</p>',
      '<h2>Utilisation du site</h2><p>Vous pouvez parcourir le site, en partager les pages et utiliser ses formulaires aux fins prévues. Vous ne devez pas tenter de perturber le site ou d’en contourner les protections, envoyer des formulaires de façon automatisée ou en masse, ni utiliser le site pour enfreindre la loi.</p>',
    ),
    t(
      '<h2>Content and trademarks</h2><p>The text, images, videos and software of this site, and the names Homes, Stride and Maps, belong to us or to those who licensed them to us. You may quote short excerpts with a link to the source; any other reuse needs our written permission.</p>',
      '<h2>Contenu et marques de commerce</h2><p>Les textes, images, vidéos et logiciels de ce site, de même que les noms Homes, Stride et Maps, nous appartiennent ou appartiennent à ceux qui nous en ont concédé l’utilisation. Vous pouvez en citer de courts extraits en indiquant la source par un lien; toute autre réutilisation requiert notre autorisation écrite.</p>',
    ),
    t(
      '<h2>Demos, reports and estimates</h2><p>Booking a demo reserves a time with our team; if we can no longer make it, we will suggest another, and you can cancel by writing to us. Home reports, cost estimates, rebate calculations and the other figures on this site are given for information. They are estimates based on your answers and on public data: they are not a quote, an official energy evaluation, professional advice or a promise of a rebate. Check with a qualified professional and with the rebate program before you commit to any work.</p>',
      '<h2>Démos, rapports et estimations</h2><p>La réservation d’une démo retient une plage horaire avec notre équipe; si nous ne pouvons plus être au rendez-vous, nous vous en proposerons une autre, et vous pouvez annuler en nous écrivant. Les rapports sur les maisons, les estimations de coûts, les calculs de subventions et les autres chiffres présentés sur ce site sont fournis à titre informatif. Ce sont des estimations fondées sur vos réponses et sur des données publiques : elles ne constituent ni une soumission, ni une évaluation énergétique officielle, ni un avis professionnel, ni une promesse de subvention. Consultez un professionnel qualifié et le programme de subventions avant d’entreprendre des travaux.</p>',
    ),
    t(
      '<h2>No warranty</h2><p>We take care to keep the site accurate and available, but we provide it “as is”: we do not guarantee that it is free of errors, complete, up to date or always available.</p>',
      '<h2>Aucune garantie</h2><p>Nous veillons à ce que le site soit exact et accessible, mais nous le fournissons « tel quel » : nous ne garantissons pas qu’il soit exempt d’erreurs, complet, à jour ou toujours accessible.</p>',
    ),
    t(
      '<h2>Limitation of liability</h2><p>To the extent the law allows, we are not liable for indirect damages, or for losses that result from using the site or relying on its estimates. Nothing in these terms limits the rights you have as a consumer under Quebec’s <em>Consumer Protection Act</em>, or our liability where the law does not allow it to be limited.</p>',
      '<h2>Limitation de responsabilité</h2><p>Dans la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, ni des pertes découlant de l’utilisation du site ou de la confiance accordée à ses estimations. Rien dans les présentes conditions ne limite les droits que vous confère la <em>Loi sur la protection du consommateur</em> du Québec, ni notre responsabilité lorsque la loi ne permet pas de la limiter.</p>',
    ),
    t(
      '<h2>Links to other sites</h2><p>The site links to sites we do not control, such as app stores and social networks. Their content and their privacy practices are their own.</p>',
      '<h2>Liens vers d’autres sites</h2><p>Le site contient des liens vers des sites que nous ne contrôlons pas, comme des boutiques d’applications et des réseaux sociaux. Leur contenu et leurs pratiques en matière de confidentialité relèvent d’eux seuls.</p>',
    ),
    t(
      `<h2>Privacy</h2><p>Our <a href="${p('/privacy')}">privacy policy</a> explains what we collect through the site, why, and the choices you have.</p>`,
      `<h2>Confidentialité</h2><p>Notre <a href="${p('/confidentialite')}">politique de confidentialité</a> explique ce que nous recueillons par l’intermédiaire du site, pourquoi, et les choix qui s’offrent à vous.</p>`,
    ),
    t(
      '<h2>Governing law</h2><p>These terms are governed by the laws of Quebec and the federal laws of Canada that apply there. Any dispute falls under the courts of Quebec.</p>',
      '<h2>Droit applicable</h2><p>Les présentes conditions sont régies par les lois du Québec et les lois fédérales du Canada qui s’y appliquent. Tout litige relève des tribunaux du Québec.</p>',
    ),
    t(
      '<h2>Changes to these terms</h2><p>We may update these terms; the date at the top tells you when we last did. The version published here when you use the site is the one that applies.</p>',
      '<h2>Modifications de ces conditions</h2><p>Nous pouvons modifier ces conditions; la date en haut de la page indique leur dernière mise à jour. La version publiée ici au moment où vous utilisez le site est celle qui s’applique.</p>',
    ),
    t(
      `<h2>Contact us</h2><p>Questions about these terms: ${mailto(CONTACT_EMAIL)}.</p>`,
      `<h2>Nous joindre</h2><p>Pour toute question au sujet de ces conditions : ${mailto(CONTACT_EMAIL)}.</p>`,
    ),
  ].join('');
}

const pathIn = (locale: Locale) => (path: string) => (locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`);

/** The seed pages, with fixture ids removed (Directus assigns ids). */
export const seedPages: SeedPage[] = pages.flatMap((spec) =>
  LOCALES.map((locale) => {
    const t: Copy = (en, fr) => (locale === 'en' ? en : fr);
    const { title, description, blocks, matches } = spec.content(t, pathIn(locale), locale);
    return {
      locale,
      slug: typeof spec.slug === 'string' ? spec.slug : spec.slug[locale],
      translation_key: spec.key,
      title,
      seo_description: description,
      layout: spec.layout ?? 'default',
      noindex: spec.noindex ?? false,
      blocks: blocks.map(({ id: _id, ...rest }) => rest),
      ...(matches ? { matches } : {}),
    };
  }),
);
