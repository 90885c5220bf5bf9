import { GOOD_MESSAGES, PARCEL_MESSAGES, type Good, type ReadyGood } from '@cargo/domain';
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useFormDraft } from '../../../shared/forms/useFormDraft';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { DraftNote } from '../../../shared/ui/DraftNote';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCreateGoods, useUpdateGood } from '../api/save-goods';
import { useCreateReadyGood, useUpdateReadyGood } from '../api/save-ready-good';
import { GOODS_LABELS, GOODS_WEB_MESSAGES } from '../messages';
import type { GoodFormMode } from '../paths';
import { GoodItemCard } from './GoodItemCard';
import {
  asFirstGoodErrors,
  canSubmit,
  emptyGood,
  emptyParcel,
  goodFormResolver,
  goodToForm,
  isOneClick,
  parcelBody,
  parcelToForm,
  serverErrorFields,
  type GoodFormOutput,
  type GoodFormValues,
} from './goodFormValues';
import { OneClickParcelFields } from './one-click/OneClickParcelFields';
import { TrackNumberField } from './TrackNumberField';

const ONE_CLICK_SUBMIT: Record<GoodFormMode, string> = {
  create: 'Создать посылку в один клик',
  edit: 'Редактировать посылку в один клик',
  duplicate: 'Дублировать посылку в один клик',
};

function submitLabel(mode: GoodFormMode, oneClick: boolean, goodsCount: number): string {
  if (oneClick) return ONE_CLICK_SUBMIT[mode];
  if (mode === 'edit') return 'Сохранить изменения';
  if (mode === 'duplicate') return GOODS_LABELS.duplicateGood;
  return goodsCount > 1 ? 'Создать товары' : GOODS_LABELS.createGood;
}

function initialValues(mode: GoodFormMode, source: Good | ReadyGood | null): GoodFormValues {
  if (!source) {
    return { incomingDeclaration: '', goods: [emptyGood()], oneClick: false, parcelData: emptyParcel() };
  }
  const parcel = 'parcelData' in source ? source.parcelData : null;
  return {
    incomingDeclaration: source.incomingDeclaration,
    goods: [goodToForm(source, mode === 'edit')],
    oneClick: source.isReady && parcel !== null,
    parcelData: parcel ? parcelToForm(parcel) : emptyParcel(),
  };
}

interface GoodFormProps {
  mode: GoodFormMode;
  /** Edit and duplicate: the loaded good (with its parcel when it is a one-click good). */
  source: Good | ReadyGood | null;
  /** The list the form returns to. */
  backTo: string;
}

/**
 * The good form of spec section 2: the shared track number, a card per good, «Добавить товар» (create), and
 * the one-click parcel when there is exactly one good and the option is on.
 */
export function GoodForm({ mode, source, backTo }: GoodFormProps) {
  const navigate = useNavigate();
  const form = useForm<GoodFormValues, unknown, GoodFormOutput>({
    resolver: goodFormResolver,
    defaultValues: initialValues(mode, source),
  });
  const { control, formState } = form;
  const draft = useFormDraft(form, mode === 'create' ? 'goods:create' : `goods:${mode}:${source?.id ?? 0}`);
  const goods = useFieldArray({ control, name: 'goods' });
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const watched = useWatch({ control }) as GoodFormValues;
  const values = { ...form.getValues(), ...watched };

  const editingId = mode === 'edit' && source ? source.id : null;
  // A one-click good stays one (its parcel is edited with it); a registered good cannot become one.
  const editingReady = editingId !== null && source !== null && initialValues(mode, source).oneClick;
  const oneClickOffered = goods.fields.length === 1 && (mode !== 'edit' || editingReady);
  const oneClick = oneClickOffered && isOneClick(values);

  const createGoods = useCreateGoods();
  const createReady = useCreateReadyGood();
  const updateGood = useUpdateGood(editingId ?? 0);
  const updateReady = useUpdateReadyGood(editingId ?? 0);
  const pending =
    createGoods.isPending || createReady.isPending || updateGood.isPending || updateReady.isPending;

  const fields = serverErrorFields(goods.fields.length);
  const createFailed = (error: unknown) => {
    applyServerErrors(error, form.setError, fields);
    notifyError(GOODS_WEB_MESSAGES.createFailed(errorMessage(error, GOODS_WEB_MESSAGES.somethingWrong)));
  };
  const updateFailed = (error: unknown) => {
    applyServerErrors(asFirstGoodErrors(error), form.setError, fields);
    notifyError(GOODS_WEB_MESSAGES.updateFailed);
  };
  const done = (message: string) => {
    draft.discard();
    notifySuccess(message);
    void navigate(backTo);
  };
  // The spec's «создан/продублирован» means one of the two: the toast says which happened.
  const created = mode === 'duplicate' ? GOOD_MESSAGES.duplicated : GOOD_MESSAGES.created;

  const submit = form.handleSubmit((output) => {
    const { incomingDeclaration, goods: items } = output;
    if (output.parcelData && oneClick) {
      const parcelData = parcelBody(output.parcelData);
      if (editingId !== null) {
        updateReady.mutate(
          { incomingDeclaration, goods: { ...items[0]!, goodsId: editingId }, parcelData },
          { onSuccess: () => done(GOOD_MESSAGES.updated), onError: updateFailed },
        );
      } else {
        createReady.mutate(
          { incomingDeclaration, goods: items, parcelData },
          {
            onSuccess: (ready) => {
              if (ready.parcelData) notifySuccess(PARCEL_MESSAGES.created(ready.parcelData.id));
              done(created);
            },
            onError: createFailed,
          },
        );
      }
    } else if (editingId !== null) {
      updateGood.mutate(
        { ...items[0]!, goodsId: editingId, incomingDeclaration },
        { onSuccess: () => done(GOOD_MESSAGES.updated), onError: updateFailed },
      );
    } else {
      createGoods.mutate(
        { incomingDeclaration, goods: items },
        { onSuccess: () => done(created), onError: createFailed },
      );
    }
  });

  const savedPicture =
    mode === 'edit' && source?.picture ? { goodId: source.id, picture: source.picture } : null;
  const inheritedPicture = mode === 'duplicate' ? (source?.picture ?? null) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <DraftNote draft={draft} />
        <Card>
          <Stack gap="sm">
            <TrackNumberField
              control={control}
              savedTrack={mode === 'edit' ? (source?.incomingDeclaration ?? null) : null}
              goodId={editingId}
            />
          </Stack>
        </Card>

        {goods.fields.map((field, index) => (
          <GoodItemCard
            key={field.id}
            form={form}
            index={index}
            removable={goods.fields.length > 1}
            onRemove={() => goods.remove(index)}
            // A good with errors stays open so its messages can be seen.
            expanded={!collapsed[field.id] || Boolean(formState.errors.goods?.[index])}
            onToggle={() => setCollapsed((state) => ({ ...state, [field.id]: !state[field.id] }))}
            savedPicture={savedPicture}
            inheritedPicture={inheritedPicture}
          />
        ))}

        {mode === 'create' && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => goods.append(emptyGood())}
            style={{ alignSelf: 'flex-start' }}
          >
            Добавить товар
          </Button>
        )}

        {oneClickOffered && (
          <Card py="md">
            <Controller
              control={control}
              name="oneClick"
              render={({ field }) => (
                <Switch
                  label="Отправить в один клик"
                  description={
                    editingReady
                      ? 'Товар отправляется в своей посылке; её данные можно изменить ниже.'
                      : 'Сразу оформить посылку с этим товаром: получатель, тариф и адрес — ниже.'
                  }
                  disabled={editingReady}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
          </Card>
        )}
        {oneClick && <OneClickParcelFields form={form} />}

        <Group justify="flex-end" gap="sm">
          {!canSubmit(values) && (
            <Text size="sm" c="dimmed" mr="auto">
              {values.goods.some((good) => (good.additionalServicesIds ?? []).length === 0)
                ? GOOD_MESSAGES.servicesRequired
                : 'Заполните название посылки, получателя, тариф, адрес и упаковку.'}
            </Text>
          )}
          <Button variant="default" component={Link} to={backTo}>
            Отмена
          </Button>
          <Button type="submit" loading={pending} disabled={!canSubmit(values)}>
            {submitLabel(mode, oneClick, goods.fields.length)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
