import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notifyError } from '../../../shared/ui/notify';
import { useGood, useReadyGood } from '../api/get-good';
import { GoodForm } from '../components/GoodForm';
import { PhotoReports } from '../components/GoodParts';
import { PhotoApprovalPanel } from '../components/PhotoApprovalPanel';
import { StorageBadge } from '../components/StorageBadge';
import { GOODS_LABELS, GOODS_WEB_MESSAGES } from '../messages';
import { isListSection, productsPath, readFormMode, type GoodFormMode } from '../paths';

const TITLE: Record<GoodFormMode, string> = {
  create: GOODS_LABELS.createGood,
  edit: 'Редактировать товар',
  duplicate: GOODS_LABELS.duplicateGood,
};

const INTRO: Record<GoodFormMode, string> = {
  create:
    'Укажите трек-номер китайской посылки и товары в ней. Когда склад получит посылку, товары появятся на вкладке «На складе».',
  edit: 'Изменить можно товар, который ещё не отправлен.',
  duplicate: 'Новый товар с теми же данными: поправьте, что отличается, и создайте его.',
};

/** Shows the load failure once, as a toast (spec section 8), besides the note on the page. */
function useFailureToast(failed: boolean, message: string) {
  const shown = useRef(false);
  useEffect(() => {
    if (failed && !shown.current) {
      shown.current = true;
      notifyError(message);
    }
  }, [failed, message]);
}

/** /product?create, /product?edit=<id>, /product?duplicate=<id> (the first of these keys decides). */
export function ProductFormPage() {
  const [search] = useSearchParams();
  const { mode, id } = readFormMode(search);
  const section = search.get('section');
  const backTo = productsPath(isListSection(section) ? section : 'waiting');

  const needsGood = mode !== 'create';
  const good = useGood(needsGood ? id : null);
  const ready = useReadyGood(needsGood && good.data?.isReady ? id : null);
  const readyFailed = ready.isError;
  const goodFailed = (needsGood && id === null) || good.isError;
  useFailureToast(goodFailed, GOODS_WEB_MESSAGES.loadFailed);
  useFailureToast(readyFailed, GOODS_WEB_MESSAGES.readyLoadFailed);

  let body;
  if (!needsGood) body = <GoodForm mode="create" source={null} backTo={backTo} />;
  else if (goodFailed || readyFailed) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle />}>
        {readyFailed ? GOODS_WEB_MESSAGES.readyLoadFailed : GOODS_WEB_MESSAGES.loadFailed}
      </Alert>
    );
  } else if (!good.data || (good.data.isReady && !ready.data)) {
    body = (
      <Stack gap="lg" aria-busy="true" aria-label={GOODS_LABELS.loading}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={520} radius="lg" />
      </Stack>
    );
  } else {
    const source = ready.data ?? good.data;
    const form = <GoodForm key={`${mode}-${source.id}`} mode={mode} source={source} backTo={backTo} />;
    body =
      mode === 'edit' && good.data.photoApproval ? (
        <Stack gap="sm">
          <PhotoReports urls={good.data.photoReports} name={good.data.description} />
          <PhotoApprovalPanel good={good.data} />
          {form}
        </Stack>
      ) : (
        form
      );
  }

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          Товары
        </Group>
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {TITLE[mode]}
        </Title>
        <Text c="dimmed" mt={4}>
          {INTRO[mode]}
        </Text>
        {mode === 'edit' && good.data?.storage && (
          <Group mt="xs">
            <StorageBadge storage={good.data.storage} />
          </Group>
        )}
      </div>
      {body}
    </Stack>
  );
}
