import { type Order, ORDER_MESSAGES, ORDER_UNIT_STATUS } from '@cargo/domain';
import { Alert, Grid, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { type GoodFormApi, OneClickParcelFields, parcelFormServerFields } from '../../goods';
import { useCreateReadyOrder } from '../api/create-ready-order';
import { useOrderCounters } from '../api/get-my-orders';
import { useReadyOrder } from '../api/get-ready-order';
import { useSendReadyOrder } from '../api/send-ready-order';
import { useUpdateReadyOrder } from '../api/update-ready-order';
import { BackToOrders } from '../components/BackToOrders';
import { OrderLotFields } from '../components/OrderLotFields';
import type { OrderFormApi } from '../components/orderFormTypes';
import { loadErrorText } from '../model/load-error';
import {
  emptyReadyOrder,
  readyOrderBody,
  readyOrderResolver,
  type ReadyOrderFormValues,
  readyOrderToFormValues,
} from '../model/ready-order-form';
import { type OrderIntent, OrderFormSidebar } from '../components/OrderFormSidebar';

type Intent = OrderIntent;

const READY_ORDER_NOT_SENT = (reason: string) =>
  `Не отправлен на закупку: ${reason}. Отправьте его со вкладки «Готовые заказы».`;

const failureText = (error: unknown) => (isApiError(error) && error.status < 500 && error.message) || null;

/** /order?type=ready (new) and /order?type=ready&id=N: a ready order, editable while it is not sent (70). */
export function ReadyOrderFormPage({ id }: { id: number | null }) {
  const existing = useReadyOrder(id);
  if (id !== null && existing.isPending) return <Skeleton height={400} radius="md" />;
  if (id !== null && existing.isError) {
    return (
      <Alert color="red" role="alert">
        {loadErrorText(existing.error)}
      </Alert>
    );
  }
  const order = existing.data ?? null;
  if (order && order.orderUnits[0]?.statusId !== ORDER_UNIT_STATUS.READY_ORDER) {
    return (
      <Stack gap="md">
        <BackToOrders />
        <Alert color="orange">{ORDER_MESSAGES.notEditable}</Alert>
      </Stack>
    );
  }
  return <ReadyOrderForm key={id ?? 'new'} order={order} />;
}

function ReadyOrderForm({ order }: { order: Order | null }) {
  const navigate = useNavigate();
  const form = useForm<ReadyOrderFormValues>({
    resolver: readyOrderResolver,
    defaultValues: order ? readyOrderToFormValues(order) : emptyReadyOrder(),
    mode: 'onTouched',
  });
  // The lot sits at the order form's paths and the parcel at the goods form's: their fields are reused as they are.
  const asOrderForm = form as unknown as OrderFormApi;
  const asParcelForm = form as unknown as GoodFormApi;
  const hazard = useWatch({ control: form.control, name: 'orderUnits.0.goodHazardCategoryId' });
  const commission = useOrderCounters().data?.commissionPercent ?? null;
  const create = useCreateReadyOrder();
  const update = useUpdateReadyOrder();
  const send = useSendReadyOrder();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [shortfall, setShortfall] = useState<string | null>(null);
  const busy = create.isPending || update.isPending || send.isPending;
  // Taken at the click, before the asynchronous validation, so a double click or Enter plus click submits once;
  // given back on an invalid form or a failure, kept after a success (the page moves on).
  const submitting = useRef(false);

  const failed = (error: unknown, withMessage: (text: string) => string, plain: string) => {
    submitting.current = false;
    if (isApiError(error) && error.status === 402) {
      setShortfall(error.message || ORDER_MESSAGES.notEnoughYuan);
      return;
    }
    if (applyServerErrors(error, form.setError, parcelFormServerFields())) return;
    const text = failureText(error);
    notifyError(text ? withMessage(text) : plain);
  };

  const sendSaved = (saved: Order) =>
    send.mutate(saved.id, {
      onSuccess: () => {
        notifySuccess(ORDER_MESSAGES.sentToBuyout(1));
        void navigate('/orders?section=buyout');
      },
      onError: (error) => {
        if (order) return failed(error, ORDER_MESSAGES.updateFailedWith, ORDER_MESSAGES.editFailed);
        // A new order was saved but not sent (short of yuan): it waits on its tab with «Отправить на закупку».
        notifyError(
          `${ORDER_MESSAGES.created} ${READY_ORDER_NOT_SENT(errorMessage(error, ORDER_MESSAGES.loadFailed500))}`,
        );
        void navigate('/orders?section=ready');
      },
    });

  const saved = (answer: { order: Order }, chosen: Intent) => {
    if (chosen === 'send') return sendSaved(answer.order);
    notifySuccess(order ? ORDER_MESSAGES.edited : ORDER_MESSAGES.created);
    void navigate('/orders?section=ready');
  };

  const submit = (chosen: Intent) => {
    if (submitting.current) return;
    submitting.current = true;
    return form.handleSubmit(onValid(chosen), () => {
      submitting.current = false;
    })();
  };

  const onValid = (chosen: Intent) => () => {
    setIntent(chosen);
    setShortfall(null);
    const body = readyOrderBody(form.getValues());
    if (order) {
      update.mutate(
        { id: order.id, body },
        {
          onSuccess: (answer) => saved(answer, chosen),
          onError: (error) => failed(error, ORDER_MESSAGES.editFailedWith, ORDER_MESSAGES.editFailed),
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (answer) => saved(answer, chosen),
      onError: (error) => failed(error, ORDER_MESSAGES.createFailedWith, ORDER_MESSAGES.createFailed),
    });
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <BackToOrders />
        <div>
          <Title order={1} size="h2">
            {order ? `Редактировать готовый заказ ${order.orderNumber}` : 'Новый готовый заказ'}
          </Title>
          <Text c="dimmed" mt={4}>
            Один товар: мы выкупим его и сразу отправим посылкой в один клик на выбранный адрес.
          </Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <OrderLotFields form={asOrderForm} index={0} commissionPercent={commission} onRemove={null} />
              <Textarea
                label="Комментарий к заказу"
                minRows={1}
                error={form.formState.errors.commentOrder?.message}
                {...form.register('commentOrder')}
              />
              <OneClickParcelFields
                form={asParcelForm}
                isDangerous={hazard !== null && hazard !== undefined}
                withInsurance={false}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OrderFormSidebar
              form={asOrderForm}
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
