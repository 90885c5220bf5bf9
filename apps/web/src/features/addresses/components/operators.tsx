import { DELIVERY_METHOD, LAST_MILE_OPERATOR } from '@cargo/domain';
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

/** How each last-mile operator is shown: its name, colour and icon. */
export const OPERATOR_LOOK: Record<number, OperatorLook> = {
  [LAST_MILE_OPERATOR.CDEK]: { label: 'СДЭК', color: 'green', icon: IconPackage },
  [LAST_MILE_OPERATOR.OWN_PICKUP]: { label: 'Наши пункты выдачи', color: 'brand', icon: IconBuildingStore },
  [LAST_MILE_OPERATOR.POST]: { label: 'Почта России', color: 'blue', icon: IconMail },
  [LAST_MILE_OPERATOR.DPD]: { label: 'DPD', color: 'red', icon: IconTruckDelivery },
  [LAST_MILE_OPERATOR.PARTNER_NETWORK]: { label: 'Добропост', color: 'grape', icon: IconMapPin },
};

const FALLBACK: OperatorLook = { label: 'Служба доставки', color: 'gray', icon: IconMapPin };

export function operatorLook(operatorId: number): OperatorLook {
  return OPERATOR_LOOK[operatorId] ?? FALLBACK;
}

export const DELIVERY_METHOD_LABEL: Record<number, string> = {
  [DELIVERY_METHOD.COURIER]: 'Курьер',
  [DELIVERY_METHOD.BRANCH]: 'Пункт выдачи',
};

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
