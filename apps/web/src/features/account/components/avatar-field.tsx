import { AVATAR_TYPES, avatarUrlAt, MAX_AVATAR_BYTES } from '@sdp/shared';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { User } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useDeleteAvatar, useUploadAvatar } from '../api/profile';

const MB = MAX_AVATAR_BYTES / (1024 * 1024);
export const PROFILE_FAILED = 'Failed to update profile';

/** Why a chosen file cannot be sent, or null (the server checks again, and more). */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP picture.';
  if (file.size > MAX_AVATAR_BYTES) return `The picture is larger than ${MB} MB.`;
  return null;
}

/** The profile picture: the current one (or initials), a chosen file's preview, upload and removal. */
export function AvatarField({ user, initials }: { user: User; initials: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const current = user.profileImageUrl?.startsWith('/api/avatars/') ? user.profileImageUrl : null;
  const shown = preview ?? current;
  const busy = upload.isPending || remove.isPending;
  const failure = upload.error ?? remove.error;

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    upload.reset();
    setProblem(chosen ? avatarFileProblem(chosen) : null);
    setFile(chosen && !avatarFileProblem(chosen) ? chosen : null);
  };
  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        toast({ type: 'success', title: 'Profile picture saved' });
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <span
        className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-blue-500 to-violet-500 text-xl font-semibold text-white"
        data-testid="avatar-preview"
      >
        {shown ? (
          <img
            src={preview ?? avatarUrlAt(shown, '256')}
            alt={preview ? 'Preview of the chosen picture' : 'Your profile picture'}
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{initials || 'U'}</span>
        )}
      </span>
      <div className="min-w-0 space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Profile picture
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={onChoose}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm"
        />
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          PNG, JPEG or WebP, up to {MB} MB. It is cropped to a square.
        </p>
        <div className="flex flex-wrap gap-2">
          {file && (
            <>
              <Button type="button" size="sm" onClick={onUpload} disabled={busy}>
                {upload.isPending ? 'Uploading…' : 'Save picture'}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={clear} disabled={busy}>
                Cancel
              </Button>
            </>
          )}
          {!file && current && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ type: 'success', title: 'Profile picture removed' }),
                })
              }
            >
              {remove.isPending ? 'Removing…' : 'Remove picture'}
            </Button>
          )}
        </div>
        {problem && <Alert variant="error">{problem}</Alert>}
        {failure && (
          <Alert variant="error">
            {PROFILE_FAILED}: {errorMessage(failure)}
          </Alert>
        )}
      </div>
    </div>
  );
}
