import type { DataExport } from '@words/contract/api/export';
import { apiRequest } from '@/lib/api-client';

/** GET /api/user/export: everything stored about the player. */
export function exportData() {
  return apiRequest<DataExport>('/api/user/export');
}
