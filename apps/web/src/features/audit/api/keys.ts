export const auditQueryKeys = {
  all: ['staff', 'audit'] as const,
  page: (query: Record<string, string>, page: number) => ['staff', 'audit', 'page', query, page] as const,
  actors: ['staff', 'audit', 'actors'] as const,
};
