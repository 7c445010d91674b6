import type { ReportBody, ReportResponse } from '@words/contract/api/report';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vote/report */
export function reportAnswer(body: ReportBody) {
  return apiRequest<ReportResponse>('/api/vote/report', { method: 'POST', body });
}
