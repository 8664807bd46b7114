import { lazy, Suspense, useEffect, useRef } from 'react';
import { Skeleton, SkeletonGroup } from '@pitchside/shared-ui/skeleton';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitchside/shared-ui/tabs';
import type { UserProfile } from '@pitchside/shared-api/contracts/profile';
import { ChangePasswordForm } from '../../components/change-password-form';
import { NotificationSettingsForm } from './notification-settings-form';
import { PersonalInfoForm } from './personal-info-form';
import { PictureUpload } from './picture-upload';
import { PreferencesForm } from './preferences-form';
import { PrivacySettingsForm } from './privacy-settings-form';
import { Panels } from './profile.styles';
import { Section } from './section';
import { TwoFactorSection } from './two-factor-section';

// The saved cards load with their tab: the payments client and the card form are not needed before.
const PaymentMethodsTab = lazy(() => import(/* webpackChunkName: "payment-methods" */ './payment-methods/payment-methods-tab'));

export const PROFILE_TABS = ['profile', 'preferences', 'notifications', 'privacy', 'security', 'payment-methods'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileTabsProps {
  profile: UserProfile;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}

const isTab = (value: string): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value);

/** Scrolls the row of tabs sideways (only it, never the page) until the active tab is entirely visible, in either direction. */
function revealActiveTab(list: HTMLElement | null): void {
  const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!list || !active) return;
  const row = list.getBoundingClientRect();
  const box = active.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

/** The six sections of the account page, one tab each. */
export function ProfileTabs({ profile, tab, onTabChange }: ProfileTabsProps) {
  const { t } = useTranslation('auth');
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the six tabs scroll sideways: the open one (`?tab=payment-methods`, the last) is brought into view.
  useEffect(() => revealActiveTab(listRef.current), [tab]);
  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
      <TabsList ref={listRef} aria-label={t('profile.tabs')}>
        {PROFILE_TABS.map((id) => (
          <TabsTrigger key={id} value={id}>
            {t(`profile.tab.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile">
        <Panels>
          <Section title={t('picture.title')}>
            <PictureUpload profile={profile} />
          </Section>
          <Section title={t('profile.personal')}>
            <PersonalInfoForm profile={profile} />
          </Section>
        </Panels>
      </TabsContent>
      <TabsContent value="preferences">
        <Panels>
          <Section title={t('preferences.title')}>
            <PreferencesForm profile={profile} />
          </Section>
        </Panels>
      </TabsContent>
      <TabsContent value="notifications">
        <Panels>
          <Section title={t('notifications.title')}>
            <NotificationSettingsForm profile={profile} />
          </Section>
        </Panels>
      </TabsContent>
      <TabsContent value="privacy">
        <Panels>
          <Section title={t('privacy.title')}>
            <PrivacySettingsForm profile={profile} />
          </Section>
        </Panels>
      </TabsContent>
      <TabsContent value="security">
        <Panels>
          <Section title={t('security.changePassword')}>
            <ChangePasswordForm />
          </Section>
          <Section title={t('security.twoFactor')} description={t('security.twoFactorDescription')}>
            <TwoFactorSection enabled={profile.twoFactorEnabled} />
          </Section>
        </Panels>
      </TabsContent>
      <TabsContent value="payment-methods">
        <Panels>
          <Section title={t('paymentMethods.title')} description={t('paymentMethods.description')}>
            <Suspense fallback={<SkeletonGroup label={t('paymentMethods.loading')}><Skeleton shape="rect" height="5rem" /></SkeletonGroup>}>
              <PaymentMethodsTab />
            </Suspense>
          </Section>
        </Panels>
      </TabsContent>
    </Tabs>
  );
}
