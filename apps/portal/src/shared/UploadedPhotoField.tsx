import { ImageUpload } from '@fbi/ui';
import { useState } from 'react';
import { photoUrl } from './photoUrl.ts';
import { useApiMutation } from './useApiMutation.ts';

export interface UploadedPhotoFieldProps {
  /** The visible label. */
  label: string;
  /** The hint shown while the upload runs (from the feature's texts). */
  pendingLabel: string;
  /** The hint shown otherwise. */
  description?: string;
  /** The stored photo's path, '' when none. */
  value: string;
  /** Called with the stored path after an upload, '' after a removal. */
  onChange: (path: string) => void;
  /** Sends the chosen image; resolves to the stored path (01 §7 `…/{nick}/photo`). */
  upload: (file: File) => Promise<string>;
  /** Checked when an image is chosen: false sends nothing (it shows why itself). */
  canUpload?: () => boolean;
  /** The message of a failed form rule about the photo. */
  errorMessage?: string;
  /** Shows `errorMessage`. */
  isInvalid?: boolean;
  /** Marks the label required (01 §5: the MW, dossier and press-article photos are). */
  isRequired?: boolean;
}

/** The key of a photo field's upload: a form holds its submit while one runs. */
export const PHOTO_UPLOAD_KEY = ['photoUpload'] as const;

/**
 * A photo that is uploaded as soon as it is chosen (01 §5 "Photo uploads accept images; preview
 * max height 300 px", §7 photo calls): images only, the chosen or stored photo previewed at most
 * 300 px high, the field disabled while the upload runs; a news photo first needs its header
 * (`canUpload`). A failed upload shows the error toast and keeps the previous photo.
 */
export function UploadedPhotoField({
  label,
  pendingLabel,
  description,
  value,
  onChange,
  upload,
  canUpload = () => true,
  errorMessage,
  isInvalid,
  isRequired,
}: UploadedPhotoFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const send = useApiMutation({
    mutationFn: upload,
    mutationKey: PHOTO_UPLOAD_KEY,
    onSuccess: (path, chosen) => {
      setFile(chosen);
      onChange(path);
    },
  });
  return (
    <ImageUpload
      label={label}
      value={file}
      previewUrl={photoUrl(value)}
      previewAlt={label}
      isDisabled={send.isPending}
      description={send.isPending ? pendingLabel : description}
      isInvalid={isInvalid}
      isRequired={isRequired}
      errorMessage={errorMessage}
      onChange={(chosen) => {
        if (chosen) {
          if (canUpload()) send.mutate(chosen);
        } else {
          setFile(null);
          onChange('');
        }
      }}
    />
  );
}
