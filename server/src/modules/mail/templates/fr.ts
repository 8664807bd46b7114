import type { Catalogue } from './types.js';

export const fr: Catalogue = {
  greeting: (name) => `Bonjour ${name},`,
  linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  welcome: {
    subject: 'Bienvenue sur Pitchside – veuillez vérifier votre adresse e-mail',
    heading: 'Bienvenue sur Pitchside !',
    paragraphs: (v) => [
      'Merci d’avoir créé votre compte. Vous pouvez dès maintenant trouver et réserver des terrains près de chez vous.',
      `Veuillez confirmer votre adresse e-mail. Le lien est valable ${v.validity} heures.`,
    ],
    button: 'Vérifier mon adresse e-mail',
    footer: 'Si vous n’avez pas créé ce compte, ignorez ce message.',
  },
  'verify-email': {
    subject: 'Vérifiez votre adresse e-mail',
    heading: 'Confirmez votre adresse e-mail',
    paragraphs: (v) => [`Veuillez confirmer votre adresse e-mail. Le lien est valable ${v.validity} heures.`],
    button: 'Vérifier mon adresse e-mail',
    footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  'password-reset': {
    subject: 'Réinitialisez votre mot de passe Pitchside',
    heading: 'Réinitialisation du mot de passe',
    paragraphs: (v) => [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
      `Choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien est valable ${v.validity} minutes et ne peut servir qu’une fois.`,
    ],
    button: 'Réinitialiser mon mot de passe',
    footer: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  },
};
