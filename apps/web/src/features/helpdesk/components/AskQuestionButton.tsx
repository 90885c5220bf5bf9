import { HELPDESK_MESSAGES, type TicketObjectType } from '@cargo/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { newMessagePath } from '../model/paths';

interface AskQuestionButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  objectType: TicketObjectType;
  objectId: number;
}

/** «Задать вопрос» on an object's page or card: the new-request form about that object. */
export function AskQuestionButton({
  objectType,
  objectId,
  size = 'xs',
  variant = 'light',
}: AskQuestionButtonProps) {
  return (
    <Button
      component={Link}
      to={newMessagePath({ objectType, objectId })}
      size={size}
      variant={variant}
      leftSection={<IconMessageQuestion size={16} />}
    >
      {HELPDESK_MESSAGES.askQuestion}
    </Button>
  );
}
