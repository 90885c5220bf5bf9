import { APPROVAL_STATUS } from '@cargo/domain';
import { Badge, Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useApprovals } from '../api/staff/get-approvals';

const TABS = [
  { to: '/staff/finance/customers', label: 'Счета клиентов' },
  { to: '/staff/finance/top-ups', label: 'Пополнения' },
  { to: '/staff/finance/rates', label: 'Курсы' },
  { to: '/staff/finance/promo-codes', label: 'Промокоды' },
  { to: '/staff/finance/approvals', label: 'Подтверждения' },
] as const;

/**
 * The finance desk's tabs over its pages, «Подтверждения» with the number of requests waiting for a second member
 * (decision 049): a finance member sees at once that a colleague waits for them.
 */
export function FinanceDeskTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useApprovals(APPROVAL_STATUS.PENDING).data?.counts.pending ?? 0;
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? null;
  return (
    <Stack gap="md">
      <Tabs value={current} onChange={(to) => to && navigate(to)} aria-label="Финансы">
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              rightSection={
                tab.to.endsWith('approvals') && pending > 0 ? (
                  <Badge size="sm" color="red" variant="filled" aria-label={`Ждут подтверждения: ${pending}`}>
                    {pending}
                  </Badge>
                ) : null
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
