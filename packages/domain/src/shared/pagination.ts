/** The spec's page count: ceil(total/size) when total exceeds the size, else 0. */
export function countPages(totalElements: number, pageSize: number): number {
  return totalElements > pageSize ? Math.ceil(totalElements / pageSize) : 0;
}

export interface Page<T> {
  data: T[];
  totalElements: number;
  totalPages: number;
  page: number;
}
