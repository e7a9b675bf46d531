// What a visitor reads on the demo booking form, in each language, for the tests that book a demo
// as a visitor would (with JavaScript and without).
export const DEMO_FORM_TEXT = {
  en: {
    next: 'Choose a time',
    consent: 'I agree to be contacted about my demo.',
    confirm: 'Confirm my demo',
    required: [
      'Please enter your name',
      'Please enter your company name',
      'Please enter your email',
      'Please select your role',
      'To proceed, please agree to be contacted.',
    ],
  },
  fr: {
    next: 'Choisir une plage horaire',
    consent: 'J’accepte d’être contacté au sujet de ma démo.',
    confirm: 'Confirmer ma démo',
    required: [
      'Veuillez entrer votre nom',
      'Veuillez entrer le nom de votre entreprise',
      'Veuillez entrer votre courriel',
      'Veuillez sélectionner votre rôle',
      'Pour continuer, veuillez accepter d’être contacté.',
    ],
  },
} as const;
