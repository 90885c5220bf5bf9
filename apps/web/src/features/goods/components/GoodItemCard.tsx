import { DANGEROUS_GOOD_LABEL, GOOD_MESSAGES, type RecognizedGood } from '@cargo/domain';
import {
  ActionIcon,
  Card,
  Checkbox,
  Collapse,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { notifyError } from '../../../shared/ui/notify';
import { AiFillButton } from './AiFillButton';
import { CheckOptionField } from './CheckOptionField';
import { readRecognized, type GoodFormApi } from './goodFormValues';
import classes from './GoodItemCard.module.css';
import { GoodPhotoField } from './GoodPhotoField';
import { GoodPriceField } from './GoodPriceField';
import { GoodQtyField } from './GoodQtyField';
import { GoodServicesField } from './GoodServicesField';
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
                  .join(' · ') || 'Поля не заполнены'}
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
            <GoodPriceField form={form} index={index} />
            <GoodQtyField form={form} index={index} />
          </SimpleGrid>
          <TextInput
            label="Комментарий"
            placeholder="Размер, цвет, комплектация"
            error={errors?.commentProduct?.message}
            {...register(`goods.${index}.commentProduct`)}
          />
          <Checkbox label={DANGEROUS_GOOD_LABEL} {...register(`goods.${index}.isDangerous`)} />
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
          <GoodServicesField form={form} index={index} />
        </Stack>
      </Collapse>
    </Card>
  );
}
