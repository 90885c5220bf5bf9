import { Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconClockHour4, IconLink, IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RecipientLinkButton } from '../components/RecipientLinkButton';
import { RECIPIENT_CREATE_PATH, RECIPIENTS_PATH } from '../paths';

/**
 * /recipient-optional: the other way to add a recipient. Instead of typing someone's passport data, the
 * customer sends a link and the recipient fills the data in himself.
 */
export function RecipientOptionalPage() {
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={RECIPIENTS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          Получатели и адреса
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Получатель заполнит данные сам
        </Title>
        <Text c="dimmed" mt={4}>
          Не знаете паспортных данных получателя? Отправьте ему ссылку — он заполнит их сам, без регистрации.
        </Text>
      </div>
      <Card>
        <Stack gap="md">
          <List spacing="sm" center>
            <List.Item
              icon={
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconLink size={16} />
                </ThemeIcon>
              }
            >
              Создайте ссылку и отправьте её получателю в мессенджере или по почте.
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconClockHour4 size={16} />
                </ThemeIcon>
              }
            >
              Ссылка действует 24 часа, и по ней можно добавить только одного получателя.
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconUserCheck size={16} />
                </ThemeIcon>
              }
            >
              Пока данные не заполнены, получатель виден в списке как «Не заполнен»; после отправки он уходит
              на проверку.
            </List.Item>
            <List.Item
              icon={
                <ThemeIcon variant="light" radius="xl" aria-hidden>
                  <IconShieldCheck size={16} />
                </ThemeIcon>
              }
            >
              Данные нужны только для таможенного оформления посылок.
            </List.Item>
          </List>
          <Group gap="sm">
            <RecipientLinkButton variant="filled" />
            <Anchor component={Link} to={RECIPIENT_CREATE_PATH} size="sm">
              Заполнить данные самому
            </Anchor>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
