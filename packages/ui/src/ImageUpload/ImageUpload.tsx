import { useEffect, useMemo } from 'react';
import { FileField, type FileFieldProps } from '../FileField/FileField';
import * as styles from './ImageUpload.css';

/** The image types an ImageUpload accepts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface ImageUploadProps extends Omit<
  FileFieldProps,
  'acceptedFileTypes' | 'renderValue' | 'typeErrorMessage'
> {
  /** An already stored image to preview while no new file is chosen. */
  previewUrl?: string | null;
  /** Alternative text of the preview. Default 'Предпросмотр изображения'. */
  previewAlt?: string;
}

/** Creates an object URL for the file and revokes it when the file changes or on unmount. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** An image picker (PNG, JPEG, GIF, WebP only) with a preview at most 300 px high. */
export function ImageUpload({
  previewUrl,
  previewAlt = 'Предпросмотр изображения',
  chooseLabel = 'Выбрать изображение',
  value,
  ...props
}: ImageUploadProps) {
  const objectUrl = useObjectUrl(value);
  const src = objectUrl ?? (value ? null : previewUrl);
  return (
    <>
      <FileField
        {...props}
        value={value}
        chooseLabel={chooseLabel}
        acceptedFileTypes={IMAGE_TYPES}
        typeErrorMessage="Можно загрузить только изображение (PNG, JPEG, GIF, WebP)"
        renderValue={() =>
          src ? <img src={src} alt={previewAlt} className={styles.preview} /> : null
        }
      />
      {/* FileField renders a value only for a chosen file; a stored image is previewed here. */}
      {!value && src && <img src={src} alt={previewAlt} className={styles.preview} />}
    </>
  );
}
