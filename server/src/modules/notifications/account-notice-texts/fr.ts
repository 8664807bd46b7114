import type { AccountNoticeCatalogue } from '../account-notice-texts.js';

export const fr: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'Remboursement effectué',
      message: (v) => `${v.amount} remboursés pour la réservation ${v.number}. Le montant arrive sur votre compte sous ${v.refundDays} jours ouvrés.`,
      mail: {
        subject: (v) => `Remboursement de ${v.amount} pour la réservation ${v.number}`,
        heading: 'Votre remboursement est en route',
        intro: (v) => [`Un remboursement de ${v.amount} pour votre réservation de ${v.field} a été fait sur votre carte.`],
        outro: (v) => [`Il arrive sur votre compte sous ${v.refundDays} jours ouvrés.`],
        button: 'Voir ma réservation',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} n’est pas disponible pendant votre réservation`,
      message: (v) => `${v.company} a indiqué ${v.field} comme ${v.closure} pendant votre réservation ${v.number} (${v.date}, ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} n’est pas disponible pendant votre réservation du ${v.date}`,
        heading: 'Un changement sur votre terrain',
        intro: (v) => [`${v.company} a indiqué ${v.field} comme ${v.closure} à l’heure de votre réservation.`],
        outro: (v) => [`Merci de contacter ${v.company} au sujet de votre réservation. Vous pouvez aussi l’annuler depuis sa page.`],
        button: 'Voir ma réservation',
      },
    },
    planChanged: {
      title: (v) => `${v.company} est à la formule ${v.plan}`,
      message: (v) => `Votre formule est passée de ${v.previousPlan} à ${v.plan}.${v.amount ? ` ${v.amount} ont été prélevés.` : ''}`,
      mail: {
        subject: (v) => `Votre formule Pitchside est désormais ${v.plan}`,
        heading: 'Votre formule a changé',
        intro: (v) => [`${v.company} est désormais à la formule ${v.plan}.`],
        outro: () => ['La facture se trouve dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    planEnded: {
      title: (v) => `Votre formule ${v.plan} a pris fin`,
      message: (v) => `${v.company} est désormais à la formule Basic.`,
      mail: {
        subject: (v) => `Votre formule ${v.plan} a pris fin`,
        heading: 'Votre formule a pris fin',
        intro: (v) => [`La formule ${v.plan} de ${v.company} a pris fin avec sa période, comme vous l’aviez demandé. ${v.company} est désormais à la formule Basic.`],
        outro: () => ['Vous pouvez choisir une formule à tout moment dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    renewalFailed: {
      title: (v) => `Le renouvellement de votre formule ${v.plan} a échoué`,
      message: (v) => `Nous n’avons pas pu prélever ${v.amount}. Votre abonnement est impayé : ajoutez une carte ou choisissez une formule dans Formule et facturation.`,
      mail: {
        subject: (v) => `Action requise : le renouvellement de votre formule ${v.plan} a échoué`,
        heading: 'Votre renouvellement a échoué',
        intro: (v) => [`Nous n’avons pas pu prélever ${v.amount} pour le mois suivant de la formule ${v.plan} de ${v.company}.`],
        outro: () => ['Votre abonnement est impayé et vous ne pouvez plus ajouter de terrains, d’employés ni de sites tant qu’une formule n’est pas payée. Ajoutez une carte ou choisissez une formule dans Formule et facturation.'],
        button: 'Ouvrir Formule et facturation',
      },
    },
    employeeCreated: {
      title: (v) => `Bienvenue chez ${v.company}`,
      message: (v) => `${v.company} vous a ajouté à son équipe sur Pitchside. Les pages de l’entreprise auxquelles vous avez accès sont dans le menu.`,
    },
    employeeDeactivated: {
      title: (v) => `Votre accès à ${v.company} est désactivé`,
      message: (v) => `${v.company} a désactivé votre compte d’employé. Contactez l’entreprise si vous pensez qu’il s’agit d’une erreur.`,
      mail: {
        subject: (v) => `Votre compte ${v.company} sur Pitchside est désactivé`,
        heading: 'Votre compte d’employé est désactivé',
        intro: (v) => [`${v.company} a désactivé votre compte d’employé : vous ne pouvez plus vous connecter à ses pages sur Pitchside.`],
        outro: (v) => [`Si vous pensez qu’il s’agit d’une erreur, contactez ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'Terrain', when: 'Quand', number: 'Numéro de réservation', refund: 'Remboursement', reason: 'Motif', closed: 'Indisponible',
    plan: 'Formule', previousPlan: 'Formule précédente', charged: 'Prélevé', due: 'Montant dû',
  },
  nothingCharged: 'Rien',
  blockTypes: { maintenance: 'en maintenance', closed: 'fermé', private_event: 'réservé pour un événement privé' },
  planNames: { basic: 'Basic', premium: 'Premium', enterprise: 'Enterprise' },
  footers: {
    customer: 'Vous recevez cet e-mail car vous avez réservé sur Pitchside.',
    owner: (company) => `Vous recevez cet e-mail car vous êtes propriétaire de ${company} sur Pitchside.`,
    staff: (company) => `Vous recevez cet e-mail car vous travaillez pour ${company} sur Pitchside.`,
  },
};
