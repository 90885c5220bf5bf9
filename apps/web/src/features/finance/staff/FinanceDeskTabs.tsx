import { APPROVAL_STATUS } from '@cargo/domain';
import { Badge, Stack, Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useDeskT } from '../../../shared/staff/i18n';
import { useApprovals } from '../api/staff/get-approvals';

const TABS = [
  { to: '/staff/finance/customers', label: 'tabs.customers' },
  { to: '/staff/finance/top-ups', label: 'tabs.topUps' },
  { to: '/staff/finance/rates', label: 'tabs.rates' },
  { to: '/staff/finance/promo-codes', label: 'tabs.promoCodes' },
  { to: '/staff/finance/approvals', label: 'tabs.approvals' },
] as const;

/**
 * The finance desk's tabs over its pages, «Подтверждения» with the number of requests waiting for a second member
 * (decision 049): a finance member sees at once that a colleague waits for them.
 */
export function FinanceDeskTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useDeskT('finance');
  const pending = useApprovals(APPROVAL_STATUS.PENDING).data?.counts.pending ?? 0;
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? null;
  return (
    <Stack gap="md">
      <Tabs value={current} onChange={(to) => to && navigate(to)} aria-label={t('tabs.label')}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              rightSection={
                tab.to.endsWith('approvals') && pending > 0 ? (
                  <Badge size="sm" color="red" variant="filled" aria-label={t('tabs.waiting', { pending })}>
                    {pending}
                  </Badge>
                ) : null
              }
            >
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
