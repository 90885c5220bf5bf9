import { ADDRESS_LABELS, REFERENCE_MESSAGES, type PickupPoint } from '@cargo/domain';
import { Alert, Group, Input, Radio, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconClock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { canListPickupPoints, usePickupPoints, type PointsCity } from '../api';
import { OperatorIcon } from './operators';
import classes from './ChoiceCard.module.css';

interface PickupPointPickerProps {
  operatorId: number | undefined;
  city: PointsCity | null;
  value: string | null | undefined;
  onChange: (point: PickupPoint) => void;
  error?: string;
}

/** The types the operators give their points; an unknown type reads as a pickup point. */
const TYPE_LABEL: Record<string, string> = {
  PVZ: ADDRESS_LABELS.pickupPoint,
  POSTAMAT: 'Постамат',
  POST_OFFICE: 'Отделение почты',
};

/** The pickup points of the chosen operator in the chosen city, each with the operator's icon. */
export function PickupPointPicker({ operatorId, city, value, onChange, error }: PickupPointPickerProps) {
  const points = usePickupPoints(operatorId, city);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const list = (points.data ?? []).filter(
    (point) =>
      !needle || point.name.toLowerCase().includes(needle) || point.address.toLowerCase().includes(needle),
  );

  let body;
  if (!canListPickupPoints(operatorId, city)) {
    body = (
      <Text size="sm" c="dimmed">
        Выберите службу доставки и город из списка — здесь появятся пункты выдачи.
      </Text>
    );
  } else if (points.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (points.isError) {
    body = <Alert color="red">{errorMessage(points.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  } else if ((points.data ?? []).length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        В этом городе нет пунктов выдачи выбранной службы. Выберите другую службу или курьерскую доставку.
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        {(points.data ?? []).length > 5 && (
          <TextInput
            size="xs"
            placeholder="Поиск по названию или адресу"
            aria-label="Поиск пункта выдачи"
            leftSection={<IconSearch size={14} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        )}
        <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
          <Radio.Group
            value={value ?? null}
            onChange={(code) => {
              const point = points.data?.find((item) => item.code === code);
              if (point) onChange(point);
            }}
          >
            <Stack gap="xs">
              {list.map((point) => (
                <Radio.Card
                  key={point.code}
                  value={point.code}
                  className={classes.card}
                  aria-label={point.name}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} />
                    <OperatorIcon operatorId={point.operatorId} name={point.operatorName} size="md" />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {point.name}
                      </Text>
                      <Text size="sm">{point.address}</Text>
                      <Group gap={6} wrap="nowrap" c="dimmed">
                        <IconClock size={14} style={{ flexShrink: 0 }} />
                        <Text size="xs" c="dimmed">
                          {TYPE_LABEL[point.type] ?? ADDRESS_LABELS.pickupPoint}
                          {point.workTime ? ` · ${point.workTime}` : ''}
                        </Text>
                      </Group>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
              {list.length === 0 && (
                <Text size="sm" c="dimmed">
                  Ничего не найдено.
                </Text>
              )}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      </Stack>
    );
  }

  return (
    <Input.Wrapper label={ADDRESS_LABELS.pickupPoint} withAsterisk error={error}>
      <div style={{ marginTop: 4 }}>{body}</div>
    </Input.Wrapper>
  );
}
