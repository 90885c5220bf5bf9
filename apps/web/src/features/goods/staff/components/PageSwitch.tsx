import { WAREHOUSE_PAGE_SIZE } from '@cargo/domain';
import { Pagination } from '@mantine/core';

interface PageSwitchProps {
  /** The list's totalElements. */
  total: number;
  page: number;
  onChange: (page: number) => void;
  /** Names the list the pages belong to. */
  label: string;
}

/** The pages of a desk list (the domain's page size); nothing when everything fits on one. */
export function PageSwitch({ total, page, onChange, label }: PageSwitchProps) {
  const pages = Math.ceil(total / WAREHOUSE_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination total={pages} value={page} onChange={onChange} size="sm" />
    </nav>
  );
}
