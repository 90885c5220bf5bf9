import { ADDITIONAL_SERVICE, applyServiceType, GOOD_MESSAGES, type ServiceType } from '@cargo/domain';
import {
  ActionIcon,
  Card,
  Checkbox,
  Collapse,
  Group,
  Input,
  Progress,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { notifyError } from '../../../shared/ui/notify';
import { useGoodServices, type RecognizedGood } from '../api';
import { AiFillButton } from './AiFillButton';
import { GoodPhotoField } from './GoodPhotoField';
import { readRecognized, type GoodFormApi } from './goodFormValues';
import classes from './GoodItemCard.module.css';
import { servicePrice } from './servicePrice';

interface GoodItemCardProps {
  form: GoodFormApi;
  index: number;
  /** Delete is offered only when the form has more than one good. */
  removable: boolean;
  onRemove: () => void;
  expanded: boolean;
  onToggle: () => void;
  /** Editing: the good's saved photo (taken off the good when removed). */
  savedPicture: { goodId: number; picture: string } | null;
  /** Duplicating: the original's photo (kept by the original when removed here). */
  inheritedPicture: string | null;
}

function QtyField({ form, index }: { form: GoodFormApi; index: number }) {
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.qty`}
      render={({ field, fieldState }) => {
        const qty = Number(field.value);
        const step = (delta: number) =>
          field.onChange(Math.max(1, (Number.isFinite(qty) ? Math.trunc(qty) : 0) + delta));
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            label="Количество"
            withAsterisk
            inputMode="numeric"
            value={String(field.value ?? '')}
            onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            classNames={{ input: classes.qtyInput }}
            leftSectionPointerEvents="all"
            rightSectionPointerEvents="all"
            leftSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Уменьшить количество"
                disabled={!(qty > 1)}
                onClick={() => step(-1)}
              >
                <IconMinus size={16} />
              </ActionIcon>
            }
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Увеличить количество"
                onClick={() => step(1)}
              >
                <IconPlus size={16} />
              </ActionIcon>
            }
          />
        );
      }}
    />
  );
}

function CheckOptionField({ form, index }: { form: GoodFormApi; index: number }) {
  const orderUnitId = useWatch({ control: form.control, name: `goods.${index}.orderUnitId` });
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.serviceType`}
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Проверка товара на складе"
          value={field.value ?? 'WITHOUT_CHECK'}
          onChange={(value) => {
            const serviceType = value as ServiceType;
            field.onChange(serviceType);
            const services = form.getValues(`goods.${index}.additionalServicesIds`) ?? [];
            form.setValue(`goods.${index}.additionalServicesIds`, applyServiceType(serviceType, services), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
          }}
          error={fieldState.error?.message}
        >
          <Group gap="md" mt={6} align="flex-start">
            <Radio
              value="WITH_CHECK"
              label="С проверкой"
              description="Детальный осмотр и утилизация почтовой упаковки, 100 ₽ за шт."
            />
            <Radio
              value="WITHOUT_CHECK"
              label="Без проверки"
              description={
                orderUnitId ? GOOD_MESSAGES.withoutCheckForOrder : 'Только консолидация, бесплатно'
              }
              disabled={Boolean(orderUnitId)}
            />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

function ServicesField({ form, index }: { form: GoodFormApi; index: number }) {
  const services = useGoodServices();
  return (
    <Controller
      control={form.control}
      name={`goods.${index}.additionalServicesIds`}
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        // The submit button is disabled without a service: the reason is shown at once, not after submit.
        const error = chosen.length === 0 ? GOOD_MESSAGES.servicesRequired : fieldState.error?.message;
        if (services.isPending) {
          return (
            <Input.Wrapper label="Дополнительные услуги">
              <Skeleton height={96} mt={4} />
            </Input.Wrapper>
          );
        }
        return (
          <Checkbox.Group
            label="Дополнительные услуги"
            value={chosen.map(String)}
            onChange={(values) => field.onChange(values.map(Number).sort((a, b) => a - b))}
            error={error}
          >
            <Stack gap={8} mt={6}>
              {(services.data ?? []).map((service) => {
                const examination = service.id === ADDITIONAL_SERVICE.DETAILED_EXAMINATION;
                return (
                  <Checkbox
                    key={service.id}
                    value={String(service.id)}
                    label={service.name}
                    description={
                      examination
                        ? `${servicePrice(service)} — включается вариантом «С проверкой»`
                        : servicePrice(service)
                    }
                    // Examination follows the check option; the server keeps them in step as well.
                    disabled={examination}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        );
      }}
    />
  );
}

/** One good of the form: a collapsible card «Товар N» with the photo helper and the good's fields. */
export function GoodItemCard({
  form,
  index,
  removable,
  onRemove,
  expanded,
  onToggle,
  savedPicture,
  inheritedPicture,
}: GoodItemCardProps) {
  const { control, register, getValues, setValue, formState } = form;
  const errors = formState.errors.goods?.[index];
  const title = `Товар ${index + 1}`;
  const [recognizing, setRecognizing] = useState(false);
  const summary = useWatch({ control, name: `goods.${index}` });

  const applyRecognized = (result: RecognizedGood) => {
    const outcome = readRecognized(result, getValues('incomingDeclaration'), index);
    if (outcome.kind === 'mismatch') {
      notifyError(GOOD_MESSAGES.trackMismatch(outcome.formTrack, outcome.recognizedTrack));
      return;
    }
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (outcome.track) setValue('incomingDeclaration', outcome.track, options);
    for (const [key, value] of Object.entries(outcome.fields)) {
      setValue(`goods.${index}.${key as keyof typeof outcome.fields}`, value as never, options);
    }
    if (!expanded) onToggle();
  };

  return (
    <Card component="section" aria-label={title} className={classes.card} data-invalid={Boolean(errors)}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          className={classes.toggle}
          aria-label={`${title}: ${expanded ? 'свернуть' : 'развернуть'}`}
        >
          <IconChevronDown size={18} className={classes.chevron} data-expanded={expanded} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{title}</Text>
            {!expanded && (
              <Text size="xs" c="dimmed" truncate>
                {[summary?.description, summary?.price ? `${summary.qty} × ${summary.price} ¥` : '']
                  .filter(Boolean)
                  .join(' · ') || 'Не заполнен'}
              </Text>
            )}
          </div>
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap">
          <AiFillButton goodTitle={title} onRecognized={applyRecognized} onPendingChange={setRecognizing} />
          {removable && (
            <ActionIcon variant="subtle" color="red" aria-label={`Удалить: ${title}`} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>

      {recognizing && (
        <Stack gap={4} mt="sm" role="status" aria-label="Распознаём фото">
          <Progress value={100} animated striped size="sm" />
          <Text size="xs" c="dimmed">
            Распознаём скриншот заказа… Это занимает несколько секунд.
          </Text>
        </Stack>
      )}

      <Collapse expanded={expanded} keepMountedMode="display-none">
        <Stack gap="md" mt="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Название товара"
              withAsterisk
              placeholder="Nike Air Force 1"
              error={errors?.description?.message}
              {...register(`goods.${index}.description`)}
            />
            <TextInput
              label="Ссылка на товар в магазине"
              withAsterisk
              type="url"
              inputMode="url"
              placeholder="https://item.taobao.com/…"
              error={errors?.infoUrl?.message}
              {...register(`goods.${index}.infoUrl`)}
            />
            <TextInput
              label="Цена за единицу, ¥"
              withAsterisk
              inputMode="decimal"
              placeholder="89,50"
              rightSection={<Text size="sm">¥</Text>}
              error={errors?.price?.message}
              {...register(`goods.${index}.price`)}
            />
            <QtyField form={form} index={index} />
          </SimpleGrid>
          <TextInput
            label="Комментарий"
            placeholder="Размер, цвет, комплектация"
            error={errors?.commentProduct?.message}
            {...register(`goods.${index}.commentProduct`)}
          />
          <Checkbox
            label="Опасный груз: элементы питания, жидкости, магниты"
            {...register(`goods.${index}.isDangerous`)}
          />
          <Controller
            control={control}
            name={`goods.${index}.photoUrl`}
            render={({ field, fieldState }) => (
              <GoodPhotoField
                label={`Фото товара ${index + 1}`}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                saved={savedPicture}
                inherited={inheritedPicture}
              />
            )}
          />
          <CheckOptionField form={form} index={index} />
          <ServicesField form={form} index={index} />
        </Stack>
      </Collapse>
    </Card>
  );
}
