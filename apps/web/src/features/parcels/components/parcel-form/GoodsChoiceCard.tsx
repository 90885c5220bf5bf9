import type { Good } from '@cargo/domain';
import { Card, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { formatMoney } from '../../../../shared/format/formatMoney';
import { GoodThumb } from '../../../goods';
import type { FormValues } from './formValues';

/** The form's goods: the shelf's goods (and the edited parcel's own), each a checkbox. */
export function GoodsChoiceCard({
  control,
  choosable,
  loading,
}: {
  control: Control<FormValues>;
  choosable: readonly Good[];
  loading: boolean;
}) {
  return (
    <Card withBorder radius="lg">
      <Title order={2} size="h4" mb="sm">
        Товары на складе
      </Title>
      <Controller
        control={control}
        name="goodsIds"
        render={({ field, fieldState }) =>
          loading ? (
            <Skeleton height={96} />
          ) : (
            <Checkbox.Group
              aria-label="Товары на складе"
              value={(field.value ?? []).map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              error={fieldState.error?.message}
            >
              <Stack gap="xs" mt={4}>
                {choosable.length === 0 && (
                  <Text size="sm" c="dimmed">
                    На складе нет товаров: посылку собирают из товаров, которые склад уже принял.
                  </Text>
                )}
                {choosable.map((good) => (
                  <Group key={good.id} gap="sm" wrap="nowrap">
                    <Checkbox value={String(good.id)} aria-label={good.description} />
                    <GoodThumb src={good.pictureUrl} alt={good.description} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm">{good.description}</Text>
                      <Text size="xs" c="dimmed">
                        {good.incomingDeclaration} · {good.qty} × {formatMoney(good.price, 'CNY')}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </Checkbox.Group>
          )
        }
      />
    </Card>
  );
}
