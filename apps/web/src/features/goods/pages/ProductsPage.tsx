import { COMMON_MESSAGES, GOOD_SECTION_TITLE, type Good, goodSectionOf } from '@cargo/domain';
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
import { IconBasket, IconBox, IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { virtualGoodsPath } from '../../../shared/config/paths';
import { useGoodsCounters } from '../api/get-goods-counters';
import { useGoodsList } from '../api/get-goods';
import { useGood } from '../api/get-good';
import { useGoodServices } from '../../../shared/reference/additionalServices';
import { WindowVirtualList } from '../../../shared/ui/WindowVirtualList';
import type { GoodsSort, ListSection } from '../api/keys';
import { FocusedGood, focusedGoodId } from '../components/FocusedGood';
import { GoodListItem } from '../components/GoodListItem';
import { GOODS_LABELS } from '../messages';
import { isListSection, LIST_SECTIONS, productCreatePath } from '../paths';
import { StorageTermsNote } from '../../../shared/ui/StorageTermsNote';
import { CABINET_TABS_CLASSES, CABINET_TABS_STYLES, CabinetTabCount } from '../../../shared/ui/CabinetTabs';

/** The spec's "goods show-less keeps 10". */
export const SHOW_LESS_COUNT = 10;
/** A longer list draws only the cards in sight (a page of 1,000 goods: bench/web-scroll.ts). */
const VIRTUAL_FROM = 50;
const ESTIMATED_CARD_HEIGHT = 160;
/** Mantine's `sm` spacing, between the cards. */
const LIST_GAP = 12;

const EMPTY_TEXT: Record<ListSection, string> = {
  waiting:
    'Зарегистрируйте товар по трек-номеру китайской посылки — он будет ждать здесь, пока склад его не получит.',
  problem: 'Проблем нет: здесь появятся товары, с которыми что-то не так, и возвраты отправителю.',
  onstore: 'Когда склад получит вашу посылку, товары из неё появятся здесь.',
  sent: 'Здесь будут товары, отправленные в посылках; доставленные остаются здесь со статусом «Доставлен».',
  waif: 'Неопознанных грузов нет.',
  returned_goods: 'Возвращённых отправителю товаров нет.',
  archive: 'Удалённые товары попадают сюда.',
};

function GoodsList({ section, sort }: { section: ListSection; sort: GoodsSort }) {
  const goods = useGoodsList(section, sort);
  const services = useGoodServices();
  const [showAll, setShowAll] = useState(false);
  // One map and one drawing function per answer, so a card already drawn is not drawn again (GoodListItem is memo).
  const serviceNames = useMemo(
    () => new Map((services.data ?? []).map((service) => [service.id, service.name])),
    [services.data],
  );
  const renderGood = useCallback(
    (good: Good) => <GoodListItem good={good} serviceNames={serviceNames} section={section} />,
    [serviceNames, section],
  );

  if (goods.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={GOODS_LABELS.loading}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={132} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (goods.isError) {
    return <Alert color="red">{errorMessage(goods.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  }
  const all = goods.data.data;
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<IconBox size={32} stroke={1.5} />}
        variant="light"
        title="Товаров нет"
        description={EMPTY_TEXT[section]}
        py="xl"
      >
        {section === 'waiting' && (
          <EmptyState.Actions>
            <Button component={Link} to={productCreatePath()} leftSection={<IconPlus size={16} />}>
              Добавить товар
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  const visible = showAll ? all : all.slice(0, SHOW_LESS_COUNT);
  return (
    <Stack gap="sm">
      {visible.length > VIRTUAL_FROM ? (
        <WindowVirtualList
          items={visible}
          label={GOOD_SECTION_TITLE[section]}
          estimateSize={ESTIMATED_CARD_HEIGHT}
          gap={LIST_GAP}
          getKey={(good) => good.id}
          renderItem={renderGood}
        />
      ) : (
        <Stack gap="sm" role="list" aria-label={GOOD_SECTION_TITLE[section]}>
          {visible.map((good) => (
            <div role="listitem" key={good.id}>
              {renderGood(good)}
            </div>
          ))}
        </Stack>
      )}
      {all.length > SHOW_LESS_COUNT && (
        <Button
          variant="subtle"
          onClick={() => setShowAll(!showAll)}
          rightSection={showAll ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          style={{ alignSelf: 'center' }}
        >
          {showAll ? 'Свернуть' : `Показать ещё (${all.length - SHOW_LESS_COUNT})`}
        </Button>
      )}
    </Stack>
  );
}

/** /products?section=… (also /virtual-parcel/goods/): the customer's goods by section. */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('section');
  // A link to one good (`?good=<id>`) opens the tab its status is in now, with the good itself on top.
  const focused = useGood(focusedGoodId(search));
  const focusedSection = focused.data ? goodSectionOf(focused.data.goodStatus.id) : null;
  const section: ListSection = isListSection(focusedSection)
    ? focusedSection
    : isListSection(requested)
      ? requested
      : 'waiting';
  const sort: GoodsSort = search.get('sort') === 'name' ? 'name' : 'date';
  const counters = useGoodsCounters();

  const go = (next: { section?: ListSection; sort?: GoodsSort }) => {
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
            Товары
          </Title>
          <Text c="dimmed" size="sm" mt={4} maw={560}>
            Товары, которые вы купили в Китае: регистрируйте их по трек-номеру, склад примет посылку и
            сообщит, если что-то не так.
          </Text>
          <StorageTermsNote mt={4} maw={560} />
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={virtualGoodsPath()}
            variant="light"
            leftSection={<IconBasket size={16} />}
          >
            Собрать посылку
          </Button>
          <Button component={Link} to={productCreatePath()} leftSection={<IconPlus size={16} />}>
            Добавить товар
          </Button>
        </Group>
      </Group>

      <Tabs
        value={section}
        onChange={(value) => isListSection(value) && go({ section: value })}
        classNames={CABINET_TABS_CLASSES}
        styles={CABINET_TABS_STYLES}
      >
        <Tabs.List>
          {LIST_SECTIONS.map((key) => {
            const count = counters.data?.[key];
            return (
              <Tabs.Tab
                key={key}
                value={key}
                rightSection={
                  <CabinetTabCount
                    count={count}
                    variant={key === 'problem' ? 'filled' : 'light'}
                    color={key === 'problem' ? 'red' : 'gray'}
                  />
                }
              >
                {GOOD_SECTION_TITLE[key]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>

      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {/* The line is there from the start, so it does not wrap the sort control down when the count comes. */}
          Всего в разделе:{' '}
          {counters.data ? counters.data[section] : <span style={{ visibility: 'hidden' }}>0</span>}
        </Text>
        <SegmentedControl
          size="xs"
          value={sort}
          onChange={(value) => go({ sort: value === 'name' ? 'name' : 'date' })}
          data={[
            { value: 'date', label: 'По дате создания' },
            { value: 'name', label: 'По названию' },
          ]}
          aria-label="Сортировка"
        />
      </Group>

      {focused.data && <FocusedGood good={focused.data} section={section} />}
      {focused.isLoading ? (
        <Skeleton height={132} radius="lg" />
      ) : (
        <GoodsList key={`${section}-${sort}`} section={section} sort={sort} />
      )}
    </Stack>
  );
}
