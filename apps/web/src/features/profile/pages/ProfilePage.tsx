import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { PromoCodeForm } from '../../finance';
import { NotificationSettingsSection } from '../../notifications';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ReferralProgram } from '../components/ReferralProgram';
import { SectionCard } from '../components/SectionCard';
import { UpdateProfileForm } from '../components/UpdateProfileForm';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { SECTION_TITLES } from '../../../shared/config/sections';

export function ProfilePage() {
  const { data: myInfo } = useMyInfo();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {SECTION_TITLES.profile}
      </Title>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        <SectionCard title="Личные данные">
          {myInfo ? <UpdateProfileForm key={myInfo.id} myInfo={myInfo} /> : <Skeleton height={220} />}
        </SectionCard>
        <SectionCard
          title="Смена пароля"
          description="После смены пароля другие устройства выйдут из кабинета."
        >
          <ChangePasswordForm />
        </SectionCard>
        <SectionCard
          title={FIELD_LABELS.promoCode}
          description="Введите промокод, чтобы получить бонус на баланс."
        >
          <PromoCodeForm />
        </SectionCard>
        <SectionCard title="Реферальная программа">
          {myInfo ? <ReferralProgram referralCode={myInfo.referralCode} /> : <Skeleton height={160} />}
        </SectionCard>
        <NotificationSettingsSection />
      </SimpleGrid>
    </Stack>
  );
}
