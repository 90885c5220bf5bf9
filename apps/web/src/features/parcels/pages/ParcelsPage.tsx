import { COMMON_MESSAGES, PARCEL_CATEGORY_TITLE, PARCEL_MESSAGES } from '@cargo/domain';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArchive, IconBuildingWarehouse, IconPackage, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { ListFilterNote } from '../../../shared/ui/ListFilterNote';
import { useParcelCounters, useParcelList } from '../api/get-parcels';
import { useArchiveParcels } from '../api/parcel-actions';
import { ParcelsTable } from '../components/ParcelsTable';
import { GatherGoodsButton, NewVirtualParcelButton } from '../components/VirtualParcelButtons';
import { usePayParcelFlow } from '../components/usePayParcelFlow';
import {
  isParcelSection,
  isParcelSort,
  parcelCreatePath,
  PARCEL_SECTION_TITLE,
  PARCEL_SECTIONS,
  PARCEL_SORT_TITLE,
  PARCEL_SORTS,
  type ParcelSection,
  type ParcelSort,
  categoryFromSearch,
} from '../model/sections';
import { sortParcels } from '../model/sortParcels';
import { CABINET_TABS_CLASSES, CABINET_TABS_STYLES, CabinetTabCount } from '../../../shared/ui/CabinetTabs';

const EMPTY_TEXT: Record<ParcelSection, string> = {
  virtual: 'Соберите товары со склада в виртуальную посылку, пока не решили, как их отправить.',
  inwork:
    'Создайте посылку из товаров на складе — здесь она будет, пока склад её собирает, взвешивает и ждёт оплаты.',
  sent: 'Здесь появятся посылки, которые склад отправил из Китая.',
  archive:
    'Здесь отменённые посылки и те, что вы архивировали. Доставленная посылка остаётся в «Отправленных», пока вы не выберете её и не нажмёте «Архивировать».',
};

function ParcelList({
  section,
  sort,
  category,
}: {
  section: ParcelSection;
  sort: ParcelSort;
  category: number | null;
}) {
  const list = useParcelList(section, category);
  const archive = useArchiveParcels();
  const { askToPay, pendingId } = usePayParcelFlow();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => sortParcels(list.data?.data ?? [], sort), [list.data, sort]);

  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Загружаем посылки">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return <Alert color="red">{errorMessage(list.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconPackage size={32} stroke={1.5} />}
        variant="light"
        title="Посылок нет"
        description={EMPTY_TEXT[section]}
        py="xl"
      >
        {section === 'virtual' && (
          <EmptyState.Actions>
            <GatherGoodsButton />
          </EmptyState.Actions>
        )}
        {section === 'inwork' && (
          <EmptyState.Actions>
            <Button component={Link} to={parcelCreatePath()} leftSection={<IconPlus size={16} />}>
              Создать посылку
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }

  const visibleSelected = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected(visibleSelected.length === rows.length ? new Set() : new Set(rows.map((row) => row.id)));
  const archiveSelected = () =>
    archive.mutate(visibleSelected, {
      onSuccess: (answer) => {
        // Only cancelled and delivered parcels may go to the archive: the others are refused one by one.
        if (answer.moved.length > 0) notifySuccess(PARCEL_MESSAGES.archived);
        if (answer.refused.length > 0) notifyError(PARCEL_MESSAGES.archiveFailed);
        setSelected(new Set());
      },
      onError: () => notifyError(PARCEL_MESSAGES.archiveFailed),
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {visibleSelected.length > 0 ? `Выбрано: ${visibleSelected.length}` : `Всего: ${rows.length}`}
        </Text>
        {section === 'virtual' && (
          <Group gap="sm">
            <GatherGoodsButton />
            <NewVirtualParcelButton />
          </Group>
        )}
        {section !== 'archive' && (
          <Button
            variant="light"
            leftSection={<IconArchive size={16} />}
            disabled={visibleSelected.length === 0}
            loading={archive.isPending}
            onClick={archiveSelected}
          >
            Архивировать
          </Button>
        )}
      </Group>
      <ParcelsTable
        rows={rows}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onPay={askToPay}
        payingId={pendingId}
      />
    </Stack>
  );
}

/** /parcels?section=…: the customer's parcels by tab, with the awaiting-payment ones first. */
export function ParcelsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('section');
  const section: ParcelSection = isParcelSection(requested) ? requested : 'inwork';
  const requestedSort = search.get('sort');
  const sort: ParcelSort = isParcelSort(requestedSort) ? requestedSort : 'date';
  const category = categoryFromSearch(section, search);
  const counters = useParcelCounters();
  const attention =
    (counters.data?.parcelsAwaitingPayment ?? 0) +
    (counters.data?.problemsRuCustoms ?? 0) +
    (counters.data?.problemsRuDelivery ?? 0);
  const attentionCount = (
    <CabinetTabCount count={counters.data ? attention : undefined} color="orange" variant="filled" />
  );

  const go = (next: { section?: ParcelSection; sort?: ParcelSort }) => {
    const params: Record<string, string> = { section: next.section ?? section };
    const nextSort = next.sort ?? sort;
    if (nextSort !== 'date') params.sort = nextSort;
    setSearch(params, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Посылки
          </Title>
          <Text c="dimmed" size="sm" mt={4} maw={560}>
            Посылки из ваших товаров: склад соберёт и взвесит их, после оплаты отправит получателю.
          </Text>
        </div>
        <Group gap="sm">
          {/* Cargo (bulk freight) has no sidebar item of its own in the spec: it is reached from here. */}
          <Button
            component={Link}
            to="/cargo"
            variant="default"
            leftSection={<IconBuildingWarehouse size={16} />}
          >
            Карго
          </Button>
          <Button component={Link} to={parcelCreatePath()} leftSection={<IconPlus size={16} />}>
            Создать посылку
          </Button>
        </Group>
      </Group>

      <Tabs
        value={section}
        onChange={(value) => isParcelSection(value) && go({ section: value })}
        classNames={CABINET_TABS_CLASSES}
        styles={CABINET_TABS_STYLES}
      >
        <Tabs.List>
          {PARCEL_SECTIONS.map((key) => (
            <Tabs.Tab key={key} value={key} rightSection={key === 'inwork' ? attentionCount : undefined}>
              {PARCEL_SECTION_TITLE[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="sm">
        <Text size="sm" c="dimmed">
          Сортировка
        </Text>
        <SegmentedControl
          size="xs"
          value={sort}
          onChange={(value) => isParcelSort(value) && go({ sort: value })}
          data={PARCEL_SORTS.map((key) => ({ value: key, label: PARCEL_SORT_TITLE[key] }))}
        />
      </Group>

      {category !== null && (
        <ListFilterNote title={PARCEL_CATEGORY_TITLE[category] ?? ''} onClear={() => go({})} />
      )}
      {/* A new tab starts with nothing selected. */}
      <ParcelList key={`${section}-${category}`} section={section} sort={sort} category={category} />
    </Stack>
  );
}
