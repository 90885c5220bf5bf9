import { Popover, Text, UnstyledButton } from '@mantine/core';
import classes from './TransactionsTable.module.css';

/**
 * A ledger row's comment. The row keeps one line (the table is virtualised at a fixed row height), so a long
 * comment is cut; pressing it shows the whole text in a popover, on a phone too (a `title` shows only to a mouse).
 */
export function TransactionComment({ comment }: { comment: string }) {
  if (!comment) return <span className={classes.commentText}>—</span>;
  return (
    <Popover width={280} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton className={classes.commentText} aria-label={`Комментарий: ${comment}`}>
          {comment}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {comment}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
