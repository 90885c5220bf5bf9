import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Order,
  ORDER_MESSAGES,
  ORDER_UNIT_STATUS,
  ORDER_UNITS_MAX,
  orderCreateSchema,
  type OrderCreateData,
  type OrderCreateInput,
} from '@cargo/domain';
import { Alert, Button, Grid, Skeleton, Stack, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { useFormDraft } from '../../../shared/forms/useFormDraft';
import { DraftNote } from '../../../shared/ui/DraftNote';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCreateOrder } from '../api/create-order';
import { useOrderCounters } from '../api/get-my-orders';
import { useOrder } from '../api/get-order';
import { useUpdateOrder } from '../api/update-order';
import { BackToOrders } from '../components/BackToOrders';
import { OrderLotFields } from '../components/OrderLotFields';
import { loadErrorText } from '../model/load-error';
import { emptyLot, emptyOrder, orderToFormValues } from '../model/order-form';
import { ReadyOrderFormPage } from './ReadyOrderFormPage';
import { type OrderIntent, OrderFormSidebar } from '../components/OrderFormSidebar';

type Intent = OrderIntent;

/** The failure's own text for «Не удалось …: {message}», or null when it carries none (5xx, network). */
const failureText = (error: unknown) => (isApiError(error) && error.status < 500 && error.message) || null;

/**
 * /order (new) and /order?id=N (the new lots of an order): the order form (spec sections 3 and 5); with
 * `type=ready`, the ready order's form (one lot and its one-click parcel).
 */
export function OrderFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : null;
  if (params.get('type') === 'ready') return <ReadyOrderFormPage key={editId ?? 'new'} id={editId} />;
  return <BuyoutOrderFormPage editId={editId} />;
}

function BuyoutOrderFormPage({ editId }: { editId: number | null }) {
  const existing = useOrder(editId);
  if (editId !== null && existing.isPending) return <Skeleton height={400} radius="md" />;
  if (editId !== null && existing.isError) {
    return (
      <Alert color="red" role="alert">
        {loadErrorText(existing.error)}
      </Alert>
    );
  }
  const order = existing.data ?? null;
  if (order && !order.orderUnits.some((lot) => lot.statusId === ORDER_UNIT_STATUS.NEW)) {
    return (
      <Stack gap="md">
        <BackToOrders />
        <Alert color="orange">{ORDER_MESSAGES.notEditable}</Alert>
      </Stack>
    );
  }
  return <OrderForm key={editId ?? 'new'} order={order} />;
}

function OrderForm({ order }: { order: Order | null }) {
  const navigate = useNavigate();
  const form = useForm<OrderCreateInput, unknown, OrderCreateData>({
    resolver: zodResolver(orderCreateSchema),
    defaultValues: order ? orderToFormValues(order) : emptyOrder(),
    mode: 'onTouched',
  });
  const lots = useFieldArray({ control: form.control, name: 'orderUnits' });
  const draft = useFormDraft(form, order ? `order:edit:${order.id}` : 'order:new');
  const commission = useOrderCounters().data?.commissionPercent ?? null;
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [shortfall, setShortfall] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const failed = (error: unknown, withMessage: (text: string) => string, plain: string) => {
    if (isApiError(error) && error.status === 402) {
      setShortfall(error.message || ORDER_MESSAGES.notEnoughYuan);
      return;
    }
    const text = failureText(error);
    notifyError(text ? withMessage(text) : plain);
  };

  const done = (sent: boolean) => {
    draft.discard();
    notifySuccess(
      sent ? ORDER_MESSAGES.sentToBuyout(1) : order ? ORDER_MESSAGES.edited : ORDER_MESSAGES.created,
    );
    void navigate(`/orders?section=${sent ? 'buyout' : 'new'}`);
  };

  const sendEdited = (saved: Order) => {
    const fresh = saved.orderUnits.filter((lot) => lot.statusId === ORDER_UNIT_STATUS.NEW);
    update.mutate(
      {
        id: saved.id,
        body: {
          id: saved.id,
          orderUnits: fresh.map((lot) => ({ id: lot.id, statusId: ORDER_UNIT_STATUS.WAITING_PURCHASE })),
        },
      },
      {
        onSuccess: () => done(true),
        onError: (error) => failed(error, ORDER_MESSAGES.updateFailedWith, ORDER_MESSAGES.editFailed),
      },
    );
  };

  const submit = (chosen: Intent) =>
    form.handleSubmit(() => {
      setIntent(chosen);
      setShortfall(null);
      // The values as typed: the server parses them with the same schema.
      const values = form.getValues();
      const statusId = chosen === 'send' ? ORDER_UNIT_STATUS.WAITING_PURCHASE : ORDER_UNIT_STATUS.NEW;
      if (order) {
        const body = {
          ...values,
          id: order.id,
          orderUnits: values.orderUnits.map((lot) => ({ ...lot, statusId: undefined })),
        };
        update.mutate(
          { id: order.id, body },
          {
            onSuccess: (answer) => (chosen === 'send' ? sendEdited(answer.order) : done(false)),
            onError: (error) => failed(error, ORDER_MESSAGES.editFailedWith, ORDER_MESSAGES.editFailed),
          },
        );
        return;
      }
      const body = { ...values, orderUnits: values.orderUnits.map((lot) => ({ ...lot, statusId })) };
      create.mutate(body, {
        onSuccess: () => done(chosen === 'send'),
        onError: (error) => failed(error, ORDER_MESSAGES.createFailedWith, ORDER_MESSAGES.createFailed),
      });
    })();

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <BackToOrders />
        <Title order={1} size="h2">
          {order ? `Редактировать заказ ${order.orderNumber}` : 'Новый заказ'}
        </Title>
        <DraftNote draft={draft} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {lots.fields.map((field, index) => (
                <OrderLotFields
                  key={field.id}
                  form={form}
                  index={index}
                  commissionPercent={commission}
                  onRemove={lots.fields.length > 1 ? () => lots.remove(index) : null}
                />
              ))}
              {lots.fields.length < ORDER_UNITS_MAX && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => lots.append(emptyLot())}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Добавить лот
                </Button>
              )}
              <Textarea
                label="Комментарий к заказу"
                minRows={1}
                error={form.formState.errors.commentOrder?.message}
                {...form.register('commentOrder')}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OrderFormSidebar
              form={form}
              commissionPercent={commission}
              shortfall={shortfall}
              onCloseShortfall={() => setShortfall(null)}
              busy={busy}
              intent={intent}
              onSubmit={(chosen) => void submit(chosen)}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
