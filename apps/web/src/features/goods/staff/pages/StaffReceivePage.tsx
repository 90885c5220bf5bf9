import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBarcode, IconPackageImport, IconPrinter } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { LabelFormatPicker, useLabelFormat } from '../../../../shared/print/LabelFormatPicker';
import { useDeskT } from '../../../../shared/staff/i18n';
import { notifyError } from '../../../../shared/ui/notify';
import { usePrintGoodsLabels } from '../../api/staff/print-labels';
import { ScanLogLine, SCAN_COLOR } from '../components/ScanLogLine';
import { WaifList } from '../components/WaifList';
import { useScanDesk } from '../useScanDesk';

/** What the field's edge says of the last answer, in words too (colour is never the only sign). */
const LAST_SAID = {
  ok: 'receive.said.ok',
  waif: 'receive.said.waif',
  repeat: 'receive.said.repeat',
  error: 'receive.said.error',
} as const;

/**
 * /staff/warehouse: «Приёмка» with a keyboard-wedge scanner. The scanner types a track and Enter, many a second: the
 * field is read and emptied on Enter (uncontrolled, so no keystroke of the next scan is lost to a render), the scan
 * joins the queue, and the log shows every scan, newest first, as it is answered — with a beep and a colour per
 * outcome. The field keeps the focus; printing gives it back.
 */
export function StaffReceivePage() {
  const desk = useScanDesk();
  const field = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [format, setFormat] = useLabelFormat('goods', '58x40');
  const print = usePrintGoodsLabels();
  const { t } = useDeskT('goods');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = field.current;
    if (!input) return;
    const typed = input.value;
    input.value = '';
    setFieldError(desk.scan(typed));
    input.focus();
  };

  const printLabels = (ids: number[]) => {
    print.mutate(
      { ids, format },
      { onError: (error) => notifyError(errorMessage(error, t('receive.printFailed'))) },
    );
    field.current?.focus();
  };
  const sessionGoods = [...new Set(desk.lines.flatMap((line) => line.receipt?.goods.map((g) => g.id) ?? []))];
  const color = desk.last ? SCAN_COLOR[desk.last] : undefined;

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} size="h2">
          {t('receive.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('receive.hint')}
        </Text>
      </div>
      <Card
        component="form"
        onSubmit={submit}
        noValidate
        withBorder
        style={color ? { borderColor: `var(--mantine-color-${color}-filled)`, borderWidth: 3 } : undefined}
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={field}
            label={t('receive.track')}
            placeholder="YT1234567890123"
            autoComplete="off"
            autoFocus
            data-autofocus
            leftSection={<IconBarcode size={16} stroke={1.6} />}
            rightSection={desk.waiting > 0 ? <Loader size={14} aria-label={t('receive.waiting')} /> : null}
            error={fieldError}
            style={{ flex: 1, minWidth: 200 }}
          />
          {/* Never disabled while scans are answered: Enter must keep working for the next parcel. */}
          <Button type="submit" mt={25} leftSection={<IconPackageImport size={16} />}>
            {t('receive.submit')}
          </Button>
        </Group>
        <Text size="sm" mt="xs" data-last-outcome={desk.last ?? undefined}>
          {desk.last ? t('receive.last', { outcome: t(LAST_SAID[desk.last]) }) : t('receive.noScans')}
          {desk.waiting > 0 ? ` · ${t('receive.queued', { count: desk.waiting })}` : ''}
        </Text>
      </Card>
      <Group justify="space-between" gap="sm">
        <LabelFormatPicker value={format} onChange={setFormat} />
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPrinter size={14} aria-hidden />}
          disabled={sessionGoods.length === 0}
          onClick={() => printLabels(sessionGoods)}
        >
          {t('receive.printAll', { count: sessionGoods.length })}
        </Button>
      </Group>
      <div role="log" aria-live="polite" aria-relevant="additions text" aria-label={t('receive.log')}>
        <Stack component="ol" gap={6} p={0} m={0}>
          {desk.lines.map((line) => (
            <ScanLogLine key={line.key} line={line} onPrint={printLabels} />
          ))}
        </Stack>
      </div>
      <WaifList />
    </Stack>
  );
}
