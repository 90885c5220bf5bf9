import { GOOD_STATUS, GOOD_STATUS_TITLE, HIGHLIGHTED_GOOD_STATUSES } from '@cargo/domain';
import { Anchor, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './GoodListItem.module.css';

const S = GOOD_STATUS;

/** Badge colours by status: green on the shelf, blue on the way, red and orange when something is wrong. */
export function goodStatusColor(statusId: number): string {
  if (HIGHLIGHTED_GOOD_STATUSES.includes(statusId)) return 'red';
  if (statusId === S.ON_STORE || statusId === S.DELIVERED) return 'green';
  if (statusId >= S.RETURN_TO_SENDER && statusId <= S.HANDED_OVER_TO_THE_COURIER) return 'orange';
  if (statusId === S.UNCERTAIN_PRODUCT) return 'orange';
  if (statusId === S.CANCELED) return 'gray';
  if ([S.SENT, S.IN_PARCEL, S.ON_PICKING, S.READY_GOODS_PROCESSED].includes(statusId as never))
    return 'indigo';
  return 'blue';
}

const lightColors = new Map<string, CSSProperties>();

/** Mantine's light badge colours for `color` (one style object per colour). */
export function lightBadgeStyle(color: string): CSSProperties {
  let style = lightColors.get(color);
  if (!style) {
    style = {
      '--badge-bg': `var(--mantine-color-${color}-light)`,
      '--badge-color': `var(--mantine-color-${color}-light-color)`,
    } as CSSProperties;
    lightColors.set(color, style);
  }
  return style;
}

/**
 * The status as a coloured badge; `title` overrides the domain's title (see customerStatusTitle). Plain elements
 * drawn as Mantine's light Badge: every list card has one (decision 044).
 */
export function GoodStatusBadge({ statusId, title }: { statusId: number; title?: string }) {
  return (
    <div
      className={`${classes.badge} ${classes.statusBadge}`}
      style={lightBadgeStyle(goodStatusColor(statusId))}
    >
      <span className={`${classes.badgeLabel} ${classes.statusLabel}`}>
        {title || GOOD_STATUS_TITLE[statusId] || `Статус ${statusId}`}
      </span>
    </div>
  );
}

/** The good's photo: 56 px on phones, 72 px from 640 px; a grey picture icon when there is none. */
export function GoodThumb({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <div aria-label="Нет фото" role="img" className={`${classes.noPhoto} ${classes.thumb}`}>
        <IconPhoto size={26} stroke={1.4} />
      </div>
    );
  }
  return <img src={src} alt={alt} className={`${classes.photo} ${classes.thumb}`} />;
}

/** The warehouse's photos of the good, small, each opening full size. */
export function PhotoReports({ urls, name }: { urls: string[]; name: string }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Фотоотчёт склада
      </Text>
      <Group gap={6}>
        {urls.map((url, index) => (
          <Anchor key={url} href={url} target="_blank" rel="noreferrer" lh={0}>
            <Image
              src={url}
              alt={`Фотоотчёт ${index + 1}: ${name}`}
              w={48}
              h={48}
              radius="sm"
              fit="cover"
              className={classes.report}
            />
          </Anchor>
        ))}
      </Group>
    </div>
  );
}
