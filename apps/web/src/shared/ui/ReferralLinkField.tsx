import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { buildReferralLink } from '../session/referralLink';
import { UI_LABELS } from '../config/uiLabels';

/** The customer's referral link with a copy button. */
export function ReferralLinkField({ referralCode, label }: { referralCode: string; label?: string }) {
  const link = buildReferralLink(referralCode);
  return (
    <TextInput
      label={label}
      aria-label={label ?? 'Реферальная ссылка'}
      value={link}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? UI_LABELS.copied : UI_LABELS.copyLink} withArrow position="left">
              <ActionIcon
                variant={copied ? 'filled' : 'subtle'}
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={UI_LABELS.copyLink}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
