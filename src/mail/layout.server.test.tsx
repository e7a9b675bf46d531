// @vitest-environment node
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { intlFor } from '../i18n/IntlRoot';
import { button, compose, details, letterDocument, linked, paragraph, type Letter } from './layout.server';

const letter: Letter = {
  locale: 'fr',
  subject: 'Votre démo est réservée',
  body: [
    paragraph('Bonjour Camille,'),
    details([
      ['Quand', 'mercredi 2 décembre 2026 à 07 h 00 HNP\nmercredi 2 décembre 2026 à 10 h 00 HNE (heure de l’Est)'],
      ['Durée', '30 minutes'],
    ]),
    button('Gérer ma réservation', 'https://www.example.com/fr/demo/gerer/abc'),
    linked('Vous pouvez aussi voir toutes vos démos dans votre compte sur notre site :', 'Votre compte', 'https://www.example.com/fr/compte'),
  ],
  footer: [paragraph('Courriel : hello@example.com')],
};

describe('an e-mail’s layout', () => {
  it('writes the document React Email’s render() writes, without React’s streaming markers', async () => {
    const rendered = await render(letterDocument(letter));
    expect(rendered.replace(/<!--(\$|\/\$|html|head|body)-->/g, '')).toBe(compose(intlFor('fr'), letter).html.trimEnd());
  });

  it('says the same in plain text: links as addresses, labels with French typography, a value’s lines indented', () => {
    expect(compose(intlFor('fr'), letter).text).toBe(
      [
        'Bonjour Camille,',
        'Quand : mercredi 2 décembre 2026 à 07 h 00 HNP\n    mercredi 2 décembre 2026 à 10 h 00 HNE (heure de l’Est)\nDurée : 30 minutes',
        'Gérer ma réservation : https://www.example.com/fr/demo/gerer/abc',
        'Vous pouvez aussi voir toutes vos démos dans votre compte sur notre site : https://www.example.com/fr/compte',
        '--',
        'Courriel : hello@example.com',
      ].join('\n\n') + '\n',
    );
  });

  it('writes the language, the subject as the title, and a value’s lines as lines', () => {
    const { html } = compose(intlFor('fr'), letter);
    expect(html).toContain('<html dir="ltr" lang="fr-CA">');
    expect(html).toContain('<title>Votre démo est réservée</title>');
    expect(html).toContain('HNP<br/>mercredi');
  });
});
