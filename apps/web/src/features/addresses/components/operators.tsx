import { ADDRESS_LABELS, LAST_MILE_OPERATOR, LAST_MILE_OPERATOR_TITLE } from '@cargo/domain';
import { ThemeIcon, Tooltip, type MantineSize } from '@mantine/core';
import {
  IconBuildingStore,
  IconMail,
  IconMapPin,
  IconPackage,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';

interface OperatorLook {
  label: string;
  color: string;
  icon: Icon;
}

const look = (id: number, color: string, icon: Icon): OperatorLook => ({
  label: LAST_MILE_OPERATOR_TITLE[id] ?? ADDRESS_LABELS.operator,
  color,
  icon,
});

/** How each last-mile operator is shown: its name, colour and icon. */
export const OPERATOR_LOOK: Record<number, OperatorLook> = {
  [LAST_MILE_OPERATOR.CDEK]: look(LAST_MILE_OPERATOR.CDEK, 'green', IconPackage),
  [LAST_MILE_OPERATOR.OWN_PICKUP]: look(LAST_MILE_OPERATOR.OWN_PICKUP, 'brand', IconBuildingStore),
  [LAST_MILE_OPERATOR.POST]: look(LAST_MILE_OPERATOR.POST, 'blue', IconMail),
  [LAST_MILE_OPERATOR.DPD]: look(LAST_MILE_OPERATOR.DPD, 'red', IconTruckDelivery),
  [LAST_MILE_OPERATOR.PARTNER_NETWORK]: look(LAST_MILE_OPERATOR.PARTNER_NETWORK, 'grape', IconMapPin),
};

const FALLBACK: OperatorLook = { label: ADDRESS_LABELS.operator, color: 'gray', icon: IconMapPin };

export function operatorLook(operatorId: number): OperatorLook {
  return OPERATOR_LOOK[operatorId] ?? FALLBACK;
}

/** The operator's icon in its colour, with its name for screen readers and on hover. */
export function OperatorIcon({
  operatorId,
  name,
  size = 'lg',
}: {
  operatorId: number;
  name?: string;
  size?: MantineSize;
}) {
  const look = operatorLook(operatorId);
  const OperatorGlyph = look.icon;
  const label = name ?? look.label;
  return (
    <Tooltip label={label} withArrow>
      <ThemeIcon
        variant="light"
        color={look.color}
        size={size}
        radius="md"
        role="img"
        aria-label={label}
        data-operator={operatorId}
        style={{ flexShrink: 0 }}
      >
        <OperatorGlyph size={18} stroke={1.7} />
      </ThemeIcon>
    </Tooltip>
  );
}
