import { Stack, Tabs, Title } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';

const ADDRESS_TAB = '/recipientsAndAddress/address';
const RECIPIENTS_TAB = '/recipientsAndAddress/recipients';

/**
 * «Получатели и адреса»: the recipients tab (/recipientsAndAddress/recipients, also /recipients) and the address
 * book tab (/recipientsAndAddress/address). Each tab is a page of its own feature.
 */
export function RecipientsAndAddressLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.startsWith(ADDRESS_TAB) ? 'address' : 'recipients';

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Получатели и адреса
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => void navigate(value === 'address' ? ADDRESS_TAB : RECIPIENTS_TAB)}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="recipients" leftSection={<IconUsers size={16} />}>
            Получатели
          </Tabs.Tab>
          <Tabs.Tab value="address" leftSection={<IconMapPin size={16} />}>
            Адреса
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
