/** Footer link groups (docs/product/routes-and-screens.md#footer); labels are keys of the shell namespace. */
export const FOOTER_GROUPS = [
  {
    id: 'explore',
    titleKey: 'footer.explore',
    links: [
      { to: '/fields', labelKey: 'footer.fields' },
      { to: '/bookings', labelKey: 'footer.bookings' },
      { to: '/dashboard', labelKey: 'footer.dashboard' },
    ],
  },
  {
    id: 'support',
    titleKey: 'footer.support',
    links: [
      { to: '/help', labelKey: 'footer.help' },
      { to: '/contact', labelKey: 'footer.contact' },
      { to: '/faq', labelKey: 'footer.faq' },
    ],
  },
  {
    id: 'legal',
    titleKey: 'footer.legal',
    links: [
      { to: '/terms', labelKey: 'footer.terms' },
      { to: '/privacy', labelKey: 'footer.privacy' },
      { to: '/sitemap', labelKey: 'footer.sitemap' },
      { to: '/accessibility', labelKey: 'footer.accessibility' },
      { to: '/cookies', labelKey: 'footer.cookies' },
    ],
  },
] as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/pitchside', labelKey: 'footer.facebook' },
  { id: 'x', href: 'https://x.com/pitchside', labelKey: 'footer.x' },
  { id: 'instagram', href: 'https://www.instagram.com/pitchside', labelKey: 'footer.instagram' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/pitchside', labelKey: 'footer.linkedin' },
] as const;
