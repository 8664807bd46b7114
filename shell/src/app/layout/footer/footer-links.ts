/**
 * Footer link groups (docs/product/routes-and-screens.md#footer). Every visitor loads them, so they are
 * kept to the data itself: a group's title is the shell text `footer.<id>`, a link's label
 * `footer.<path without its slash>`, a social profile's `footer.<id>`.
 */
export const FOOTER_GROUPS = [
  { id: 'explore', links: ['/fields', '/bookings', '/dashboard'] },
  { id: 'support', links: ['/help', '/contact', '/faq'] },
  { id: 'legal', links: ['/terms', '/privacy', '/sitemap', '/accessibility', '/cookies'] },
] as const;

export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/pitchside' },
  { id: 'x', href: 'https://x.com/pitchside' },
  { id: 'instagram', href: 'https://www.instagram.com/pitchside' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/pitchside' },
] as const;
