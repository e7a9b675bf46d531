// The blog's first articles and categories, in English and French side by side (`t(en, fr)`). French
// slugs are French: the language switch and hreflang follow `translation_key`, not the slug.
import { FIXTURE_IMAGE } from '../../kit/cms/fixture-media.ts';
import { LOCALES, type Locale } from '../../schemas/locale.ts';

type Copy = (en: string, fr: string) => string;

export type SeedCategory = { locale: Locale; translation_key: string; name: string; slug: string };
export type SeedPost = {
  locale: Locale;
  translation_key: string;
  category: string;
  title: string;
  slug: string;
  excerpt: string;
  published_at: string;
  featured: boolean;
  cover: string | null;
  cover_alt: string | null;
  body: string;
};

const categories: { key: string; copy: (t: Copy) => { name: string; slug: string } }[] = [
  { key: 'rebates', copy: (t) => ({ name: t('Rebates', 'Subventions'), slug: t('rebates', 'subventions') }) },
  { key: 'heat-pumps', copy: (t) => ({ name: t('Heat pumps', 'Thermopompes'), slug: t('heat-pumps', 'thermopompes') }) },
  { key: 'professionals', copy: (t) => ({ name: t('For professionals', 'Pour les professionnels'), slug: t('professionals', 'professionnels') }) },
];

type PostSpec = {
  key: string;
  category: string;
  date: string;
  featured?: boolean;
  cover?: boolean;
  copy: (t: Copy) => { title: string; slug: string; excerpt: string; body: string };
};

const posts: PostSpec[] = [
  {
    key: 'heat-pump-rebates',
    category: 'rebates',
    date: '2026-10-02T13:00:00Z',
    featured: true,
    cover: true,
    copy: (t) => ({
      title: t('Heat pump rebates in 2026: what changed', 'Subventions pour thermopompes en 2026 : ce qui change'),
      slug: t('heat-pump-rebates-2026', 'subventions-thermopompes-2026'),
      excerpt: t(
        'Federal and provincial programs, side by side, and how to stack them.',
        'Les programmes fédéraux et provinciaux côte à côte, et comment les cumuler.',
      ),
      body: t(
        '<h2>Two levels of programs</h2><p>Most homeowners can combine a federal rebate with a provincial one. The amounts depend on the heat pump you choose and on the energy assessment before and after the work.</p><h2>What to do first</h2><p>Book the assessment before you sign with an installer: the “before” report is what the rebates are calculated against.</p><ul><li>Keep every invoice.</li><li>Ask your installer for the model number and its efficiency rating.</li></ul>',
        '<h2>Deux ordres de programmes</h2><p>La plupart des propriétaires peuvent cumuler une subvention fédérale et une subvention provinciale. Les montants dépendent de la thermopompe choisie et de l’évaluation énergétique faite avant et après les travaux.</p><h2>Par quoi commencer</h2><p>Faites faire l’évaluation avant de signer avec un installateur : c’est le rapport « avant » qui sert au calcul des subventions.</p><ul><li>Conservez toutes vos factures.</li><li>Demandez à votre installateur le numéro de modèle et son indice d’efficacité.</li></ul>',
      ),
    }),
  },
  {
    key: 'f280-report',
    category: 'professionals',
    date: '2026-09-18T13:00:00Z',
    featured: true,
    copy: (t) => ({
      title: t('What is an F280 report, and why your installer needs one', 'Qu’est-ce qu’un rapport F280, et pourquoi votre installateur en a besoin'),
      slug: t('what-is-an-f280-report', 'quest-ce-quun-rapport-f280'),
      excerpt: t('Room-by-room heat loss, explained for homeowners.', 'Les pertes de chaleur pièce par pièce, expliquées aux propriétaires.'),
      body: t(
        '<h2>Heat loss, room by room</h2><p>The F280 standard calculates how much heat each room of a house loses on the coldest day of the year. It is how a heat pump is sized right: neither too small for January nor too big for the rest of the year.</p><h2>On site, in minutes</h2><p>With a LiDAR scan, the measurements that used to take an afternoon are taken in one walk through the house.</p>',
        '<h2>Les pertes de chaleur, pièce par pièce</h2><p>La norme F280 calcule la chaleur que perd chaque pièce d’une maison lors de la journée la plus froide de l’année. C’est ainsi qu’on choisit la bonne thermopompe : ni trop petite en janvier, ni trop puissante le reste de l’année.</p><h2>Sur place, en quelques minutes</h2><p>Avec une numérisation LiDAR, les mesures qui prenaient un après-midi se prennent en un seul tour de la maison.</p>',
      ),
    }),
  },
  {
    key: 'envelope-first',
    category: 'heat-pumps',
    date: '2026-09-04T13:00:00Z',
    copy: (t) => ({
      title: t('Envelope first: the order of upgrades that pays', 'L’enveloppe d’abord : l’ordre des travaux qui rapporte'),
      slug: t('envelope-first', 'enveloppe-dabord'),
      excerpt: t(
        'Why the roof, windows and insulation come before the heat pump.',
        'Pourquoi la toiture, les fenêtres et l’isolation passent avant la thermopompe.',
      ),
      body: t(
        '<h2>Seal, then size</h2><p>A heat pump sized for a drafty house is oversized once the house is sealed. Fix the roof, then the windows and insulation, then choose the heat pump, and finally add solar panels on a roof that will last.</p>',
        '<h2>Isoler, puis dimensionner</h2><p>Une thermopompe choisie pour une maison pleine de fuites sera trop puissante une fois la maison bien isolée. Réparez la toiture, puis les fenêtres et l’isolation, choisissez ensuite la thermopompe, et ajoutez enfin des panneaux solaires sur un toit qui durera.</p>',
      ),
    }),
  },
  {
    key: 'cold-climate-heat-pumps',
    category: 'heat-pumps',
    date: '2026-08-21T13:00:00Z',
    cover: true,
    copy: (t) => ({
      title: t('Do heat pumps work at −25 °C?', 'Les thermopompes fonctionnent-elles à −25 °C?'),
      slug: t('heat-pumps-in-the-cold', 'thermopompes-grand-froid'),
      excerpt: t(
        'What “cold-climate” means on a spec sheet, and when you still need a backup.',
        'Ce que « climat froid » veut dire sur une fiche technique, et quand il faut encore un appoint.',
      ),
      body: t(
        '<h2>Cold-climate models</h2><p>Recent cold-climate heat pumps keep heating well below −20 °C. Their capacity drops as the temperature falls, which is why the heat-load calculation matters.</p><h2>Backup heat</h2><p>In the coldest regions, a small backup covers the few hours a year when the heat pump alone is not enough.</p>',
        '<h2>Les modèles pour climat froid</h2><p>Les thermopompes récentes conçues pour le climat froid chauffent bien en dessous de −20 °C. Leur puissance baisse avec la température : c’est pourquoi le calcul de la charge thermique est si important.</p><h2>Le chauffage d’appoint</h2><p>Dans les régions les plus froides, un petit appoint prend le relais les quelques heures par année où la thermopompe ne suffit pas.</p>',
      ),
    }),
  },
  {
    key: 'municipal-programs',
    category: 'rebates',
    date: '2026-08-07T13:00:00Z',
    copy: (t) => ({
      title: t('How 100+ municipalities reach homeowners', 'Comment plus de 100 municipalités rejoignent les propriétaires'),
      slug: t('municipal-engagement-programs', 'programmes-municipaux'),
      excerpt: t('Engagement programs that raised participation by 200%.', 'Des programmes de mobilisation qui ont fait grimper la participation de 200 %.'),
      body: t(
        '<h2>Start from the housing stock</h2><p>Programs that know which homes need what can write to the right owners with the right offer. That is how engagement rose by 200% in the programs we run.</p><h2>Fast to launch</h2><p>A program launches in 3 weeks and shows results within 2 months.</p>',
        '<h2>Partir du parc immobilier</h2><p>Les programmes qui savent de quoi chaque maison a besoin peuvent écrire aux bons propriétaires avec la bonne offre. C’est ainsi que la participation a augmenté de 200 % dans les programmes que nous menons.</p><h2>Un lancement rapide</h2><p>Un programme démarre en 3 semaines et donne des résultats en 2 mois.</p>',
      ),
    }),
  },
  {
    key: 'scan-privacy',
    category: 'professionals',
    date: '2026-07-24T13:00:00Z',
    copy: (t) => ({
      title: t('No video: what a Stride scan records', 'Aucune vidéo : ce qu’enregistre une numérisation Stride'),
      slug: t('what-a-scan-records', 'ce-quenregistre-une-numerisation'),
      excerpt: t('Shape outlines, photos and notes, and nothing else.', 'Des contours, des photos et des notes, rien d’autre.'),
      body: t(
        '<h2>Only what the report needs</h2><p>Stride records no video. It keeps the shape outlines of rooms, the photos you take and your notes: enough for an F280 report, and nothing a homeowner would not want kept.</p>',
        '<h2>Seulement ce qu’il faut pour le rapport</h2><p>Stride n’enregistre aucune vidéo. L’application conserve les contours des pièces, les photos que vous prenez et vos notes : assez pour un rapport F280, et rien qu’un propriétaire ne voudrait pas voir conservé.</p>',
      ),
    }),
  },
  {
    key: 'healthy-home',
    category: 'heat-pumps',
    date: '2026-07-10T13:00:00Z',
    copy: (t) => ({
      title: t('A healthier home after the upgrade', 'Une maison plus saine après les travaux'),
      slug: t('healthier-home', 'maison-plus-saine'),
      excerpt: t('Ventilation and humidity once the house is sealed.', 'La ventilation et l’humidité une fois la maison bien isolée.'),
      body: t(
        '<h2>Tight houses need fresh air</h2><p>Sealing a house saves energy and keeps drafts out. It also keeps moisture in: plan ventilation with the upgrade, not after it.</p>',
        '<h2>Une maison étanche a besoin d’air frais</h2><p>Bien isoler une maison économise l’énergie et élimine les courants d’air. Mais l’humidité reste aussi à l’intérieur : prévoyez la ventilation avec les travaux, pas après.</p>',
      ),
    }),
  },
];

const tFor =
  (locale: Locale): Copy =>
  (en, fr) =>
    locale === 'en' ? en : fr;

export const seedCategories: SeedCategory[] = categories.flatMap((c) => LOCALES.map((locale) => ({ locale, translation_key: c.key, ...c.copy(tFor(locale)) })));

export const seedPosts: SeedPost[] = posts.flatMap((p) =>
  LOCALES.map((locale) => {
    const t = tFor(locale);
    return {
      locale,
      translation_key: p.key,
      category: p.category,
      published_at: p.date,
      featured: p.featured ?? false,
      cover: p.cover ? FIXTURE_IMAGE.id : null,
      cover_alt: p.cover ? t('A house with a heat pump beside it', 'Une maison avec une thermopompe à côté') : null,
      ...p.copy(t),
    };
  }),
);
