// What a visitor reads on the account page's sign-in and sign-out, in each language, for the tests
// that sign in as a visitor would (with JavaScript and without, over HTTP and HTTPS).
export const SIGN_IN_TEXT = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    signedIn: 'Signed in as',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
  },
  fr: {
    email: 'Courriel',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    signedIn: 'Connecté en tant que',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
  },
} as const;
