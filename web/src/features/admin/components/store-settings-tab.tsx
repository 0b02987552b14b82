import { type AdminSiteSettingsDto, STORE_LINK_MAX } from '@boonies/contracts/admin';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-settings';

/** The same rule the server applies (https only, bounded), checked first so the admin hears it at once. */
export function storeLinkProblem(link: string): string | null {
  if (link === '') return null;
  if (link.length > STORE_LINK_MAX) return ADMIN_MESSAGES.storeLinkTooLong(STORE_LINK_MAX);
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') ? null : ADMIN_MESSAGES.storeLinkInvalid;
  } catch {
    return ADMIN_MESSAGES.storeLinkInvalid;
  }
}

/** The admin panel's Store section: the merchandise link the Store page offers. */
export function StoreSettingsTab() {
  const settings = useSiteSettings();

  return (
    <section aria-labelledby="store-settings-heading" className="grid gap-4">
      <h2 id="store-settings-heading" className="text-lg font-semibold">
        Store
      </h2>
      {settings.isPending ? (
        <Spinner label="Loading the store settings..." />
      ) : settings.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.loadStoreSettingsFailed}
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      ) : (
        // Keyed by the save time, so a fresh answer from the server resets the field to what is saved.
        <StoreLinkForm key={settings.data.updatedAt ?? 'never'} settings={settings.data} />
      )}
    </section>
  );
}

function StoreLinkForm({ settings }: { settings: AdminSiteSettingsDto }) {
  const [link, setLink] = useState(settings.storeUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSiteSettings();
  const trimmed = link.trim();
  const shown = settings.storeUrl ?? settings.defaultStoreUrl;

  function persist(storeUrl: string | null) {
    save.mutate(
      { storeUrl },
      {
        onSuccess: (saved) =>
          toast.success(saved.storeUrl ? ADMIN_MESSAGES.storeLinkSaved : ADMIN_MESSAGES.storeLinkCleared),
        onError: (failure) =>
          toast.error(ADMIN_MESSAGES.saveStoreLinkFailed, { description: serverMessageOf(failure) }),
      },
    );
  }

  function submit() {
    const problem = storeLinkProblem(trimmed);
    setError(problem);
    if (!problem) persist(trimmed || null);
  }

  function clear() {
    setLink('');
    setError(null);
    persist(null);
  }

  return (
    <Card className="grid gap-4 p-4">
      <Form onSubmit={submit} aria-label="Store link">
        <FormField label="Merchandise link" error={error}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://shop.example.com"
              maxLength={STORE_LINK_MAX}
              value={link}
              onChange={(event) => setLink(event.target.value)}
            />
          )}
        </FormField>
        <p className="text-sm text-muted-foreground">
          The Store page offers this link to everyone.
          {settings.defaultStoreUrl
            ? ` Leave it empty to use this deployment's shop (${settings.defaultStoreUrl}).`
            : ' Leave it empty to show that the shop is closed for now.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save link'}
          </Button>
          {settings.storeUrl && (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={clear}>
              Clear link
            </Button>
          )}
        </div>
      </Form>
      <p className="text-sm">
        <span className="text-muted-foreground">The Store page shows: </span>
        {shown ? (
          <a
            href={shown}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 break-all text-link underline-offset-4 hover:underline"
          >
            {shown}
            <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          </a>
        ) : (
          'the closed-for-now note, with no link'
        )}
      </p>
    </Card>
  );
}
