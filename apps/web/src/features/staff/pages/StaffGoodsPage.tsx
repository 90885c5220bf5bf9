import { GOOD_STATUS_TITLE, REFERENCE_MESSAGES } from '@cargo/domain';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  FileButton,
  Group,
  Modal,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCamera, IconPackages, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatQtyPrice, type DeskGood } from '../../../shared/model/good';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { GoodStatusBadge, GoodThumb, PhotoReports } from '../../goods';
import { useDeskGoods, useSetGoodStatus, useUploadPhotoReport } from '../api';
import { STAFF_MESSAGES } from '../messages';
import { PROBLEM_FROM, PROBLEMS, RETURN_STEP_LABEL, RETURN_STEPS, STATUS_FILTERS } from '../warehouse';

interface ProblemDraft {
  good: DeskGood;
  statusId: number;
  label: string;
}

function ProblemModal({
  draft,
  submitting,
  onClose,
  onSubmit,
}: {
  draft: ProblemDraft | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const fullScreen = useFullScreenModal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={draft !== null} onClose={onClose} title={draft?.label} fullScreen={fullScreen}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError('Укажите причину');
          onSubmit(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Товар: <b>{draft?.good.description}</b> ({draft?.good.incomingDeclaration}). Клиент увидит причину
            у товара на вкладке «Проблемные».
          </Text>
          <Textarea
            label="Причина"
            withAsterisk
            rows={3}
            maxLength={500}
            data-autofocus
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PhotoReportButton({ good }: { good: DeskGood }) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhotoReport(setProgress);
  return (
    <Stack gap={4}>
      <FileButton
        accept="image/png,image/jpeg"
        onChange={(file) => {
          if (!file) return;
          setProgress(0);
          upload.mutate(
            { goodId: good.id, file },
            {
              onSuccess: () => notifySuccess(STAFF_MESSAGES.photoReportAdded),
              onError: (error) => notifyError(errorMessage(error, STAFF_MESSAGES.photoReportFailed)),
            },
          );
        }}
        inputProps={{ 'aria-label': `Файл фотоотчёта: ${good.description}` }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconCamera size={14} />}
            loading={upload.isPending}
          >
            Фотоотчёт
          </Button>
        )}
      </FileButton>
      {upload.isPending && <Progress value={progress * 100} size="xs" aria-label="Загрузка фотоотчёта" />}
    </Stack>
  );
}

function DeskGoodCard({ good, onProblem }: { good: DeskGood; onProblem: (draft: ProblemDraft) => void }) {
  const setStatus = useSetGoodStatus();
  const statusId = good.goodStatus.id;
  const steps = RETURN_STEPS[statusId] ?? [];
  const client = good.client.name ? `${good.client.email} (${good.client.name})` : good.client.email;

  return (
    <Card component="article" aria-label={good.description} padding="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <GoodThumb src={good.pictureUrl} alt={good.description} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {good.description}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Трек: {good.incomingDeclaration} · клиент: {client}
              </Text>
            </div>
            <GoodStatusBadge statusId={statusId} title={good.goodStatus.title} />
          </Group>
          <Text size="sm">
            {formatQtyPrice(good)} · {good.serviceType === 'WITH_CHECK' ? 'с проверкой' : 'без проверки'}
          </Text>
          {good.statusReason && (
            <Alert color="red" variant="light" p="xs" title="Причина">
              {good.statusReason}
            </Alert>
          )}
          <PhotoReports urls={good.photoReports} name={good.description} />
          <Group gap="xs" mt={4} align="flex-start">
            <PhotoReportButton good={good} />
            {PROBLEM_FROM.includes(statusId) &&
              PROBLEMS.map((problem) => (
                <Button
                  key={problem.statusId}
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onProblem({ good, statusId: problem.statusId, label: problem.label })}
                >
                  {problem.label}
                </Button>
              ))}
            {steps.map((step) => (
              <Button
                key={step}
                size="xs"
                variant="light"
                color={step === 120 ? 'green' : 'orange'}
                loading={setStatus.isPending && setStatus.variables?.statusId === step}
                disabled={setStatus.isPending}
                onClick={() =>
                  setStatus.mutate(
                    { goodId: good.id, statusId: step },
                    {
                      onSuccess: (answer) =>
                        notifySuccess(STAFF_MESSAGES.goodStatusChanged(answer.goodStatus.title)),
                      onError: (error) => notifyError(errorMessage(error, STAFF_MESSAGES.goodStatusFailed)),
                    },
                  )
                }
              >
                {RETURN_STEP_LABEL[step] ?? GOOD_STATUS_TITLE[step]}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /staff/goods: «Товары». Goods of every customer by the start of the track and the status; photo reports,
 * problems found on the shelf (with the reason the customer sees) and the steps of a return to the seller.
 */
export function StaffGoodsPage() {
  const [track, setTrack] = useState('');
  const [statusFilter, setStatusFilter] = useState('all');
  const [debouncedTrack] = useDebouncedValue(track.trim(), 300);
  const goods = useDeskGoods({
    track: debouncedTrack,
    statusIds: statusFilter === 'all' ? '' : statusFilter,
  });
  const setStatus = useSetGoodStatus();
  const [problem, setProblem] = useState<ProblemDraft | null>(null);

  let body;
  if (goods.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Загрузка">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  } else if (goods.isError) {
    body = <Alert color="red">{errorMessage(goods.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  } else if (goods.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconPackages size={32} stroke={1.5} />}
        variant="light"
        title="Ничего не найдено"
        description="Проверьте начало трек-номера или выберите другой статус."
        py="xl"
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Найдено: {goods.data.length}
          {goods.data.length >= 200 ? ' (показаны первые 200)' : ''}
        </Text>
        {goods.data.map((good) => (
          <DeskGoodCard key={good.id} good={good} onProblem={setProblem} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Товары клиентов
        </Title>
        <Text c="dimmed" mt={4}>
          Фотоотчёты, проблемы с товаром и возвраты отправителю.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
        <TextInput
          label="Трек-номер"
          description="Начало номера"
          placeholder="YT12"
          leftSection={<IconSearch size={16} />}
          value={track}
          onChange={(event) => setTrack(event.currentTarget.value)}
        />
        <Select
          label="Статус"
          description="Группа статусов"
          data={STATUS_FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
          value={statusFilter}
          onChange={(value) => setStatusFilter(value ?? 'all')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {body}
      <ProblemModal
        key={problem ? `${problem.good.id}-${problem.statusId}` : 'closed'}
        draft={problem}
        submitting={setStatus.isPending}
        onClose={() => setProblem(null)}
        onSubmit={(reason) => {
          if (!problem) return;
          setStatus.mutate(
            { goodId: problem.good.id, statusId: problem.statusId, reason },
            {
              onSuccess: (answer) => {
                notifySuccess(STAFF_MESSAGES.goodStatusChanged(answer.goodStatus.title));
                setProblem(null);
              },
              onError: (error) => notifyError(errorMessage(error, STAFF_MESSAGES.goodStatusFailed)),
            },
          );
        }}
      />
    </Stack>
  );
}
