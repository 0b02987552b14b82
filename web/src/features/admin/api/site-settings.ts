import type { AdminSiteSettingsDto, UpdateSiteSettingsDto } from '@boonies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { adminKeys, publicConfigKey } from '@/lib/query-keys';

const SITE_SETTINGS_PATH = '/api/admin/site-settings';

export function fetchSiteSettings(signal?: AbortSignal): Promise<AdminSiteSettingsDto> {
  return apiClient.get<AdminSiteSettingsDto>(SITE_SETTINGS_PATH, { signal });
}

export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.siteSettings(), queryFn: ({ signal }) => fetchSiteSettings(signal) });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateSiteSettingsDto) =>
      apiClient.put<AdminSiteSettingsDto>(SITE_SETTINGS_PATH, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.siteSettings(), saved);
      // The Store page reads the link through the public config: refresh it so the admin sees it at once.
      return queryClient.invalidateQueries({ queryKey: publicConfigKey });
    },
  });
}
