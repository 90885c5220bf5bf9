import { type OrderUnit, ORDER_UNIT_STATUS } from '@cargo/domain';
import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/format/formatMoney';
import classes from './LotRow.module.css';

const STATUS_COLOR: Record<number, string> = {
  10: 'blue',
  20: 'orange',
  30: 'gray',
  40: 'teal',
  50: 'indigo',
  60: 'green',
  70: 'grape',
};

function Figure({ label, area, children }: { label: string; area: string; children: ReactNode }) {
  return (
    <div className={`${classes.number} ${classes[area]}`}>
      <span className={classes.label}>{label}</span>
      {children}
    </div>
  );
}

/**
 * One lot: photo, name with the shop link, size and colour, count, unit price, Chinese delivery, commission,
 * total and status. A lot awaiting price confirmation is highlighted; its actions go below it.
 */
export function LotRow({ lot, children }: { lot: OrderUnit; children?: ReactNode }) {
  const attention = lot.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION;
  const details = [lot.size && `Размер: ${lot.size}`, lot.color && `Цвет: ${lot.color}`].filter(Boolean);
  return (
    <div
      role="listitem"
      aria-label={`Лот ${lot.orderName}`}
      className={classes.row}
      data-attention={attention || undefined}
    >
      {lot.picture ? (
        <img className={classes.photo} src={lot.picture} alt={`Фото: ${lot.orderName}`} />
      ) : (
        <div className={classes.photo} aria-hidden />
      )}
      <div className={classes.name}>
        <Anchor href={lot.goodUrl} target="_blank" rel="noreferrer" size="sm" fw={500} lineClamp={2}>
          {lot.orderName}
        </Anchor>
        {details.length > 0 && (
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
      </div>
      <Figure label="Кол-во" area="count">
        {lot.count} шт.
      </Figure>
      <Figure label="Цена" area="price">
        {formatMoney(lot.price, 'CNY')}
      </Figure>
      <Figure label="Доставка по Китаю" area="delivery">
        {formatMoney(lot.delivery, 'CNY')}
      </Figure>
      <Figure label={`Комиссия ${lot.pricing.commissionPercent} %`} area="commission">
        {formatMoney(lot.pricing.commission, 'CNY')}
      </Figure>
      <Figure label="Итого" area="total">
        <Text span fw={600} size="sm">
          {formatMoney(lot.pricing.total, 'CNY')}
        </Text>
      </Figure>
      <div className={classes.status}>
        <Badge
          color={STATUS_COLOR[lot.statusId] ?? 'gray'}
          variant="light"
          size="sm"
          h="auto"
          py={2}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {lot.status.title}
        </Badge>
      </div>
      <div className={classes.actions}>{children}</div>
    </div>
  );
}

/** The column names above the lots (desktop only: under 1001 px each figure carries its own label). */
export function LotHeader() {
  return (
    <div className={`${classes.row} ${classes.header}`} aria-hidden>
      <span />
      <span>Товар</span>
      <span className={classes.number}>Кол-во</span>
      <span className={classes.number}>Цена</span>
      <span className={classes.number}>Доставка</span>
      <span className={classes.number}>Комиссия</span>
      <span className={classes.number}>Итого</span>
      <span>Статус</span>
    </div>
  );
}
