import { type BusinessPhoto, MAX_PHOTO_BYTES, MAX_SITE_PHOTOS, PHOTO_TYPES, type Site } from '@sdp/shared';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDeletePhoto, usePhotoUrl, useUploadPhoto } from '../api/site-photos';

const MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** Why a chosen file cannot be uploaded (checked again by the server), or null. */
export function photoFileProblem(file: File | null): string | null {
  if (!file) return 'Choose a photo to upload';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP photo';
  if (file.size > MAX_PHOTO_BYTES) return `The photo is larger than ${MB} MB`;
  return null;
}

function PhotoThumb({
  siteId,
  photo,
  onDelete,
  deleting,
}: {
  siteId: string;
  photo: BusinessPhoto;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { url, failed } = usePhotoUrl(siteId, photo.id);
  return (
    <li className="space-y-2 rounded-lg border border-border bg-background/40 p-2" data-testid="photo">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-muted">
        {url ? (
          <img src={url} alt={photo.alt} className="size-full object-cover" width={400} />
        ) : failed ? (
          <ImageOff className="size-6 text-muted-foreground" aria-label="The thumbnail could not be loaded" />
        ) : (
          <Spinner size="sm" />
        )}
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground" title={photo.alt}>
        {photo.alt}
      </p>
      <p className="text-xs text-muted-foreground tabular-nums">
        {photo.width} × {photo.height}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete photo: ${photo.alt}`}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </li>
  );
}

/** The site's photos: upload one with its alt text (re-encoded by the server), thumbnails, delete. */
export function BusinessPhotos({ site }: { site: Site }) {
  const photos = site.business.photos ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(site.id);
  const remove = useDeletePhoto(site.id);
  const full = photos.length >= MAX_SITE_PHOTOS;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      file: photoFileProblem(file) ?? undefined,
      alt: alt.trim() ? undefined : 'Describe the photo (what it shows, for people who cannot see it)',
    };
    setErrors(next);
    if (next.file || next.alt || !file) return;
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setAlt('');
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <section aria-labelledby={`photos-${site.id}`} className="space-y-4">
      <div>
        <h3 id={`photos-${site.id}`} className="text-sm font-medium">
          Photos ({photos.length} of {MAX_SITE_PHOTOS})
        </h3>
        <p className="text-xs text-muted-foreground">
          Real photos of the work, the crew or the vans: PNG, JPEG or WebP up to {MB} MB. They are resized for
          the site and their camera data (including location) is removed.
        </p>
      </div>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Uploaded photos">
          {photos.map((p) => (
            <PhotoThumb
              key={p.id}
              siteId={site.id}
              photo={p}
              deleting={remove.isPending && remove.variables === p.id}
              onDelete={() => remove.mutate(p.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No photos yet: the site shows none.</p>
      )}
      {remove.isError && (
        <Alert variant="error">
          <p>Could not delete the photo: {errorMessage(remove.error)}</p>
        </Alert>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">
          A site has at most {MAX_SITE_PHOTOS} photos; delete one to add another.
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
          aria-busy={upload.isPending}
        >
          <FormField id={`photo-file-${site.id}`} label="Photo" error={errors.file}>
            <Input
              ref={input}
              id={`photo-file-${site.id}`}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              disabled={upload.isPending}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? `photo-file-${site.id}-error` : undefined}
              className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
            />
          </FormField>
          <FormField id={`photo-alt-${site.id}`} label="Alt text" error={errors.alt}>
            <Input
              id={`photo-alt-${site.id}`}
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              maxLength={160}
              placeholder="Our crew replacing a roof in Casper"
              disabled={upload.isPending}
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={errors.alt ? `photo-alt-${site.id}-error` : undefined}
            />
          </FormField>
          <div className="flex items-center gap-2 sm:pt-8">
            <Button type="submit" size="sm" disabled={upload.isPending}>
              <Upload aria-hidden="true" />
              Upload
            </Button>
            {upload.isPending && <Spinner size="sm" text="Uploading…" className="flex-row" />}
          </div>
          {upload.isError && (
            <Alert variant="error" className="sm:col-span-3">
              <p>Could not upload the photo: {errorMessage(upload.error)}</p>
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
