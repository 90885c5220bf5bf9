import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode, IconPackageImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../shared/api/ApiError';
import { notifyError } from '../../../../shared/ui/notify';
import { useReceiveTrack } from '../../api/staff/receive-track';
import { GOODS_LABELS } from '../../messages';
import { ReceiptCard } from '../components/ReceiptCard';
import { WaifList } from '../components/WaifList';
import { DESK_MESSAGES } from '../messages';
import { logReceipt, type LoggedReceipt } from '../receipt-log';
import { receiveSchema, type ReceiveInput } from '../warehouse';

/**
 * /staff/warehouse: «Приёмка». A scanner types the track and presses Enter; the field clears and keeps the
 * focus for the next parcel. Each scan says whose goods went on the shelf, that they already were there, or
 * that the track is a waif.
 */
export function StaffReceivePage() {
  const receive = useReceiveTrack();
  const [log, setLog] = useState<LoggedReceipt[]>([]);
  const counter = useRef(0);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ReceiveInput>({ resolver: zodResolver(receiveSchema), defaultValues: { trackNumber: '' } });

  const submit = handleSubmit(async ({ trackNumber }) => {
    reset({ trackNumber: '' });
    setFocus('trackNumber');
    try {
      const receipt = await receive.mutateAsync(trackNumber.trim());
      counter.current += 1;
      const key = counter.current;
      setLog((entries) => logReceipt(entries, receipt, key, new Date()));
    } catch (error) {
      notifyError(`${trackNumber}: ${errorMessage(error, DESK_MESSAGES.receiveFailed)}`);
    }
    setFocus('trackNumber');
  });

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          Приёмка посылок
        </Title>
        <Text c="dimmed" mt={4}>
          Отсканируйте или введите трек-номер китайской посылки и нажмите Enter.
        </Text>
      </div>
      <Card component="form" onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={GOODS_LABELS.track}
            placeholder="YT1234567890123"
            autoComplete="off"
            autoFocus
            data-autofocus
            leftSection={<IconBarcode size={16} stroke={1.6} />}
            rightSection={receive.isPending ? <Loader size={14} /> : null}
            error={errors.trackNumber?.message}
            style={{ flex: 1, minWidth: 200 }}
            {...register('trackNumber')}
          />
          {/* Never disabled while a scan is sent: Enter must keep working for the next parcel. */}
          <Button type="submit" mt={25} leftSection={<IconPackageImport size={16} />}>
            Принять
          </Button>
        </Group>
      </Card>
      {log.length > 0 && (
        <Stack gap="sm" role="log" aria-label="Принятые посылки">
          {log.map((receipt) => (
            <ReceiptCard key={receipt.key} receipt={receipt} />
          ))}
        </Stack>
      )}
      <WaifList />
    </Stack>
  );
}
