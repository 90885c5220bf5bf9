import {
  type Cargo,
  CARGO_MESSAGES,
  CARGO_STATUS_IDS,
  CARGO_STATUS_TITLE,
  COMMON_MESSAGES,
} from '@cargo/domain';
import { Alert, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { ListFilterNote } from '../../../shared/ui/ListFilterNote';
import { usePayFromBalance } from '../../../shared/payments/usePayFromBalance';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { CARGO_PAGE_SIZE } from '../api/keys';
import { useCancelCargo } from '../api/cancel-cargo';
import { useCargoList } from '../api/get-cargo-list';
import { usePayCargo } from '../api/pay-cargo';
import { useRecheckCargoPayment } from '../api/recheck-cargo-payment';
import { CargoCard } from '../components/CargoCard';
import { CargoForm } from '../components/CargoForm';

/** /cargo: bulk freight — the customer's cargo (pay a priced one, cancel a request) and a new request. */
export function CargoPage() {
  const [page, setPage] = useState(1);
  // The dashboard's tile opens /cargo?statusId=33: only the cargo awaiting payment.
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get('statusId'));
  const statusId = CARGO_STATUS_IDS.includes(requested) ? requested : null;
  const list = useCargoList(page, statusId);
  const cancel = useCancelCargo();
  const { pay, pendingId } = usePayFromBalance(usePayCargo(), {
    paid: CARGO_MESSAGES.paid,
    failed: CARGO_MESSAGES.notAwaitingPayment,
    recheck: useRecheckCargoPayment(),
  });
  const total = list.data?.totalElements ?? 0;

  const confirmCancel = (cargo: Cargo) =>
    modals.openConfirmModal({
      title: `Отменить заявку на карго ${cargo.id}?`,
      children: <Text size="sm">Склад не будет ждать этот груз.</Text>,
      labels: { confirm: 'Отменить заявку', cancel: 'Не отменять' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(cargo.id, {
          onSuccess: (answer) => notifySuccess(answer.message || CARGO_MESSAGES.canceled(cargo.id)),
          onError: (error) => notifyError(errorMessage(error, CARGO_MESSAGES.cancelFailed)),
        }),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Карго
        </Title>
        <Text c="dimmed" size="sm" mt={4} maw={560}>
          Крупные партии: склад примет, взвесит и рассчитает груз, вы оплатите его с баланса, и мы отправим
          его с треком.
        </Text>
      </div>
      <CargoForm />
      {statusId !== null && (
        <ListFilterNote
          title={CARGO_STATUS_TITLE[statusId] ?? ''}
          onClear={() => setSearch({}, { replace: true })}
        />
      )}
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </SimpleGrid>
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, COMMON_MESSAGES.loadFailed)}</Alert>
      ) : list.data.content.length === 0 ? (
        <Text c="dimmed">Карго пока нет. Создайте заявку — склад примет груз по ней.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} aria-label="Карго">
          {list.data.content.map((cargo) => (
            <CargoCard
              key={cargo.id}
              cargo={cargo}
              onPay={pay}
              onCancel={confirmCancel}
              paying={pendingId === cargo.id}
              canceling={cancel.isPending && cancel.variables === cargo.id}
            />
          ))}
        </SimpleGrid>
      )}
      {total > CARGO_PAGE_SIZE && (
        <Pagination total={Math.ceil(total / CARGO_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
