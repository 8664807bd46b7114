import type { ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from '@pitchside/shared-ui/icons';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './footer-links';
import {
  Address, Bottom, Columns, ExternalLink, Heading, LinkList, Muted, PageLink, Root, Section, Social, SocialLink, Tagline,
} from './footer.styles';

const SOCIAL_ICONS: Readonly<Record<(typeof SOCIAL_LINKS)[number]['id'], ReactNode>> = {
  facebook: <FacebookIcon />,
  x: <XIcon />,
  instagram: <InstagramIcon />,
  linkedin: <LinkedinIcon />,
};

/**
 * Site links, social profiles, contact, business hours and copyright (docs/product/routes-and-screens.md#footer). Every visitor
 * loads it, so it uses plain styled links rather than more design-system modules (bundle budget).
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const phone = t('footer.phone');
  return (
    <Root>
      <Columns>
        <Section aria-labelledby="footer-brand">
          <Heading id="footer-brand">{t('brand.name')}</Heading>
          <Tagline>{t('footer.tagline')}</Tagline>
          <Social aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <SocialLink
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`footer.${social.id}`)} ${t('ui:opensInNewTab')}`}
                >
                  {SOCIAL_ICONS[social.id]}
                </SocialLink>
              </li>
            ))}
          </Social>
        </Section>
        {FOOTER_GROUPS.map((group) => (
          <Section key={group.id} aria-labelledby={`footer-${group.id}`}>
            <Heading id={`footer-${group.id}`}>{t(`footer.${group.id}`)}</Heading>
            <LinkList>
              {group.links.map((to) => (
                <li key={to}>
                  <PageLink to={to}>{t(`footer.${to.slice(1)}`)}</PageLink>
                </li>
              ))}
            </LinkList>
          </Section>
        ))}
        <Section aria-labelledby="footer-contact">
          <Heading id="footer-contact">{t('footer.contactTitle')}</Heading>
          <Address>
            <ExternalLink href={`mailto:${t('footer.email')}`}>{t('footer.email')}</ExternalLink>
            <ExternalLink href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
              {phone}
            </ExternalLink>
            <span><bdi>{t('footer.address')}</bdi></span>
          </Address>
          <Muted>{t('footer.hours')}</Muted>
        </Section>
      </Columns>
      <Bottom>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Bottom>
    </Root>
  );
}
