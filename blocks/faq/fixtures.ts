import { bilingual, type BlockFixtures, type Say } from '#kit/cms/block.ts';
import type { FaqBlock } from './schema.ts';

const homeowners = (t: Say) =>
  ({
    collection: 'block_faq',
    id: 1,
    heading: t('Questions homeowners ask', 'Les questions des propriétaires'),
    items: [
      {
        question: t('How long does the assessment take?', 'Combien de temps dure l’évaluation?'),
        answer: t('About 5 minutes online. Your report follows in 5 to 10 minutes.', 'Environ 5 minutes en ligne. Votre rapport suit en 5 à 10 minutes.'),
      },
      {
        question: t('Does it cost anything?', 'Est-ce que c’est payant?'),
        answer: t(
          'No. The remote home energy assessment is free.\n\nRebates often cover much of the upgrades it recommends.',
          'Non. L’évaluation énergétique à distance est gratuite.\n\nLes subventions couvrent souvent une bonne part des travaux recommandés.',
        ),
      },
      {
        question: t('Do you record video of my home?', 'Enregistrez-vous des vidéos de ma maison?'),
        answer: t(
          'No. Stride records no video, only shape outlines, photos and notes.',
          'Non. Stride n’enregistre aucune vidéo : seulement des contours, des photos et des notes.',
        ),
      },
    ],
  }) satisfies FaqBlock;

export const faqFixtures = bilingual((t) => ({ homeowners: homeowners(t) })) satisfies BlockFixtures<FaqBlock>;
/** French runs 20–30 % longer: the stress case for long questions. */
export const faqLongFrench: FaqBlock = {
  collection: 'block_faq',
  id: 2,
  heading: 'Les questions que se posent le plus souvent les propriétaires avant de rénover',
  intro: 'Vous ne trouvez pas votre réponse? Écrivez-nous, nous répondons en un jour ouvrable.',
  items: [
    {
      question: 'Combien de temps faut-il prévoir pour l’évaluation énergétique à distance de ma maison?',
      answer: 'Environ cinq minutes en ligne, à votre rythme. Votre rapport détaillé, avec les recommandations et les subventions, suit en cinq à dix minutes.',
    },
    {
      question: 'Les subventions municipales, provinciales et fédérales peuvent-elles se cumuler?',
      answer: 'Souvent, oui. Le rapport indique les programmes offerts à votre adresse et la façon de les combiner.',
    },
  ],
};
