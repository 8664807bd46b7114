import type { AccountNoticeCatalogue } from '../account-notice-texts.js';

export const en: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'Refund issued',
      message: (v) => `${v.amount} refunded for booking ${v.number}. It reaches your account within ${v.refundDays} business days.`,
      mail: {
        subject: (v) => `Refund of ${v.amount} for booking ${v.number}`,
        heading: 'Your refund is on its way',
        intro: (v) => [`A refund of ${v.amount} for your booking of ${v.field} was made to your card.`],
        outro: (v) => [`It reaches your account within ${v.refundDays} business days.`],
        button: 'View my booking',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} is not available during your booking`,
      message: (v) => `${v.company} has marked ${v.field} as ${v.closure} during your booking ${v.number} (${v.date}, ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} is not available during your booking on ${v.date}`,
        heading: 'A change at your field',
        intro: (v) => [`${v.company} has marked ${v.field} as ${v.closure} at the time of your booking.`],
        outro: (v) => [`Please contact ${v.company} about your booking. You can also cancel it from its page.`],
        button: 'View my booking',
      },
    },
    planChanged: {
      title: (v) => `${v.company} is on the ${v.plan} plan`,
      message: (v) => `Your plan changed from ${v.previousPlan} to ${v.plan}.${v.amount ? ` ${v.amount} was charged.` : ''}`,
      mail: {
        subject: (v) => `Your Pitchside plan is now ${v.plan}`,
        heading: 'Your plan has changed',
        intro: (v) => [`${v.company} is now on the ${v.plan} plan.`],
        outro: () => ['The invoice is in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    planEnded: {
      title: (v) => `Your ${v.plan} plan has ended`,
      message: (v) => `${v.company} is now on the Basic plan.`,
      mail: {
        subject: (v) => `Your ${v.plan} plan has ended`,
        heading: 'Your plan has ended',
        intro: (v) => [`The ${v.plan} plan of ${v.company} ended with its period, as you asked. ${v.company} is now on the Basic plan.`],
        outro: () => ['You can choose a plan again at any time in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    renewalFailed: {
      title: (v) => `The renewal of your ${v.plan} plan failed`,
      message: (v) => `We could not charge ${v.amount}. Your subscription is past due: add a card or choose a plan in Plan & billing.`,
      mail: {
        subject: (v) => `Action needed: the renewal of your ${v.plan} plan failed`,
        heading: 'Your renewal failed',
        intro: (v) => [`We could not charge ${v.amount} for the next month of the ${v.plan} plan of ${v.company}.`],
        outro: () => ['Your subscription is past due and you cannot add fields, employees or locations until a plan is paid. Add a card or choose a plan in Plan & billing.'],
        button: 'Open Plan & billing',
      },
    },
    employeeCreated: {
      title: (v) => `Welcome to ${v.company}`,
      message: (v) => `${v.company} added you to its staff on Pitchside. The company pages you may use are in the menu.`,
    },
    employeeDeactivated: {
      title: (v) => `Your access to ${v.company} is turned off`,
      message: (v) => `${v.company} deactivated your staff account. Contact them if you think this is a mistake.`,
      mail: {
        subject: (v) => `Your ${v.company} account on Pitchside is deactivated`,
        heading: 'Your staff account is deactivated',
        intro: (v) => [`${v.company} deactivated your staff account: you can no longer sign in to its pages on Pitchside.`],
        outro: (v) => [`If you think this is a mistake, please contact ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'Field', when: 'When', number: 'Booking number', refund: 'Refund', reason: 'Reason', closed: 'Not available',
    plan: 'Plan', previousPlan: 'Previous plan', charged: 'Charged', due: 'Amount due',
  },
  nothingCharged: 'Nothing',
  blockTypes: { maintenance: 'under maintenance', closed: 'closed', private_event: 'reserved for a private event' },
  planNames: { basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  footers: {
    customer: 'You receive this e-mail because you booked on Pitchside.',
    owner: (company) => `You receive this e-mail because you own ${company} on Pitchside.`,
    staff: (company) => `You receive this e-mail because you work for ${company} on Pitchside.`,
  },
};
