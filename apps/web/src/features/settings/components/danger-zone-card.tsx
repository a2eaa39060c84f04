import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { SettingsSection } from './section';

export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  const del = useDeleteAccount();
  const queryClient = useQueryClient();

  const onConfirm = (password: string) =>
    del.mutate(password, {
      onSuccess: () => {
        tokenStore.clear();
        queryClient.clear();
        window.location.assign(paths.home);
      },
    });

  return (
    <SettingsSection id="danger-zone" title="Danger zone" description="Actions here cannot be undone." danger>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">
          Delete your account and everything you own on this server: sites, saved opportunities, leads and
          settings.
        </p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) del.reset();
        }}
        title="Delete your account?"
        description="This permanently deletes your account and all of its data. Enter your password to confirm."
        confirmLabel="Delete account"
        busyLabel="Deleting..."
        busy={del.isPending}
        error={del.isError ? errorMessage(del.error) : null}
        destructive
        onConfirm={onConfirm}
      />
    </SettingsSection>
  );
}
