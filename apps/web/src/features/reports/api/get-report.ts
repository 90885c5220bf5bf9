import type { Report, ReportPeriod } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

export interface ReportRequest {
  period: ReportPeriod;
  from: string;
  to: string;
}

export const reportQueryKeys = {
  all: ['staff', 'reports'] as const,
  report: (request: ReportRequest) => ['staff', 'reports', request] as const,
};

/** GET /api/staff/reports: the buckets of the range (Moscow days), operations and money by currency. */
export function useReport(request: ReportRequest) {
  return useQuery({
    queryKey: reportQueryKeys.report(request),
    queryFn: () =>
      apiClient.get<Report>('/staff/reports', {
        query: { period: request.period, from: request.from, to: request.to },
      }),
    placeholderData: keepPreviousData,
  });
}
