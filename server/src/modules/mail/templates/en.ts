import type { Catalogue } from './types.js';

export const en: Catalogue = {
  greeting: (name) => `Hello ${name},`,
  linkHint: 'If the button does not work, copy this link into your browser:',
  welcome: {
    subject: 'Welcome to Pitchside – please verify your email',
    heading: 'Welcome to Pitchside!',
    paragraphs: (v) => [
      'Thank you for creating your account. You can now find and book sports fields near you.',
      `Please confirm your email address. The link is valid for ${v.validity} hours.`,
    ],
    button: 'Verify my email',
    footer: 'If you did not create this account, you can ignore this message.',
  },
  'verify-email': {
    subject: 'Verify your email address',
    heading: 'Confirm your email address',
    paragraphs: (v) => [`Please confirm your email address. The link is valid for ${v.validity} hours.`],
    button: 'Verify my email',
    footer: 'If you did not ask for this, you can ignore this message.',
  },
  'password-reset': {
    subject: 'Reset your Pitchside password',
    heading: 'Password reset',
    paragraphs: (v) => [
      'We received a request to reset the password of your account.',
      `Choose a new password with the button below. The link is valid for ${v.validity} minutes and can be used once.`,
    ],
    button: 'Reset my password',
    footer: 'If you did not ask for a new password, ignore this message: your password stays unchanged.',
  },
};
