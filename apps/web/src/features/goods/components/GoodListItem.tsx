import { HIGHLIGHTED_GOOD_STATUSES, type Good } from '@cargo/domain';
import { Alert } from '@mantine/core';
import { memo, type CSSProperties } from 'react';
import { formatDate } from '../../../shared/format/formatDate';
import type { ListSection } from '../api/keys';
import { GOODS_LABELS } from '../messages';
import { customerStatusTitle, formatQtyPrice, goodName, serviceTypeLabel } from '../model/good-display';
import { WRAP_AT_WORDS } from '../model/text-wrap';
import { GoodActions } from './GoodActions';
import classes from './GoodListItem.module.css';
import { GoodListItemEvents } from './GoodListItemEvents';
import { GoodStatusBadge, GoodThumb, PhotoReports } from './GoodParts';
import { PhotoApprovalPanel } from './PhotoApprovalPanel';
import { StorageBadge } from './StorageBadge';

interface GoodListItemProps {
  good: Good;
  /** Names of the good's additional services (by id). */
  serviceNames: Map<number, string>;
  /** The list the good is shown in: its edit and duplicate links come back to it. */
  section: ListSection;
}

const READY_BADGE = {
  '--badge-bg': 'transparent',
  '--badge-color': 'var(--mantine-color-grape-outline)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-grape-outline)',
} as CSSProperties;
const DIM_XS = `${classes.text} ${classes.xs} ${classes.dimmed}`;
const REASON_STYLE = { ...WRAP_AT_WORDS, padding: 'var(--mantine-spacing-xs)' };

/**
 * One good of the list: photo, name, track, quantity × price, status (highlighted when it needs the
 * customer: 11, 90, 110, 120, 13), services, the warehouse's reason and photo reports, its events and buttons.
 * Plain elements styled as the Mantine components they replace (decision 044): a fast scroll mounts a card every
 * few frames, and the Mantine card cost ~25 components, a popover and three mutation hooks each. Drawn again
 * only when its good, its services' names or its section change.
 */
export const GoodListItem = memo(function GoodListItem({ good, serviceNames, section }: GoodListItemProps) {
  const statusId = good.goodStatus.id;
  const highlighted = HIGHLIGHTED_GOOD_STATUSES.includes(statusId);
  const name = goodName(good);
  const services = good.additionalServicesIds.map((id) => serviceNames.get(id) ?? `Услуга ${id}`);

  return (
    <article
      aria-label={name}
      className={classes.card}
      data-status={statusId}
      data-highlighted={highlighted || undefined}
    >
      <div className={classes.row}>
        <GoodThumb src={good.pictureUrl} alt={name} />
        <div className={classes.body}>
          <div className={classes.top}>
            <div className={classes.heading}>
              <p className={`${classes.text} ${classes.name}`} style={WRAP_AT_WORDS}>
                {name}
              </p>
              <p className={DIM_XS} style={WRAP_AT_WORDS}>
                Трек: <span className={classes.track}>{good.incomingDeclaration}</span> · добавлен{' '}
                {formatDate(good.createdAt)}
              </p>
            </div>
            <GoodStatusBadge statusId={statusId} title={customerStatusTitle(good)} />
          </div>
          <div className={classes.facts}>
            <p className={`${classes.text} ${classes.sm} ${classes.price}`}>{formatQtyPrice(good)}</p>
            <p className={`${classes.text} ${classes.sm} ${classes.dimmed}`}>
              {serviceTypeLabel(good.serviceType)}
            </p>
            <StorageBadge storage={good.storage} />
            {good.isReady && (
              <div className={`${classes.badge} ${classes.badgeSm}`} style={READY_BADGE}>
                <span className={classes.badgeLabel}>
                  В один клик{good.parcelId ? ` · посылка № ${good.parcelId}` : ''}
                </span>
              </div>
            )}
            {good.infoUrl && (
              <a
                href={good.infoUrl}
                target="_blank"
                rel="noreferrer"
                className={`mantine-focus-auto ${classes.text} ${classes.sm} ${classes.link}`}
              >
                В магазине
              </a>
            )}
          </div>
          {services.length > 0 && (
            <p className={DIM_XS} style={WRAP_AT_WORDS}>
              Услуги: {services.join(', ')}
            </p>
          )}
          {good.commentProduct && (
            <p className={DIM_XS} style={WRAP_AT_WORDS}>
              Комментарий: {good.commentProduct}
            </p>
          )}
          {good.statusReason && (
            <Alert color="red" variant="light" title={GOODS_LABELS.reason} style={REASON_STYLE}>
              {good.statusReason}
            </Alert>
          )}
          <PhotoReports urls={good.photoReports} name={name} />
          {good.photoApproval && <PhotoApprovalPanel good={good} />}
          <GoodListItemEvents goodId={good.id} />
          <div className={classes.actions}>
            <GoodActions good={good} section={section} />
          </div>
        </div>
      </div>
    </article>
  );
});
