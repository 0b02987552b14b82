import type { AdminSiteSettingsDto, UpdateSiteSettingsDto } from '@boonies/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { adminKeys, publicConfigKey } from '@/lib/query-keys';

export function fetchSiteSettings(signal?: AbortSignal): Promise<AdminSiteSettingsDto> {
  return api.GET('/api/admin/site-settings', { signal });
}

export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.siteSettings(), queryFn: ({ signal }) => fetchSiteSettings(signal) });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateSiteSettingsDto) => api.PUT('/api/admin/site-settings', { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.siteSettings(), saved);
      // The Store page reads the link through the public config: refresh it so the admin sees it at once.
      return queryClient.invalidateQueries({ queryKey: publicConfigKey });
    },
  });
}
