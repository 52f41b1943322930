import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { uploadPhoto, useAddedPhoto } from '../../api/photos';

export interface Upload {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

let n = 0;

/**
 * Uploads run one at a time (a phone on one bar shares its uplink badly), each with a local preview and
 * progress; a refused file keeps its row with the server's reason (413 too big, 415 not an image).
 */
export function usePhotoUploads(farmId: number) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const added = useAddedPhoto(farmId);
  const queue = useRef(Promise.resolve());
  const update = (key: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const remove = useCallback((key: string) => {
    setUploads((list) => {
      const gone = list.find((u) => u.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((u) => u.key !== key);
    });
  }, []);

  const start = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const key = `u${++n}`;
      const item: Upload = { key, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      setUploads((list) => [...list, item]);
      queue.current = queue.current.then(async () => {
        try {
          const photo = await uploadPhoto(farmId, file, '', (p) => update(key, { progress: p }));
          await added(photo);
          remove(key);
        } catch (err) {
          update(key, { error: errorMessage(err) });
        }
      });
    }
  };

  const live = useRef(uploads);
  live.current = uploads;
  useEffect(() => () => live.current.forEach((u) => URL.revokeObjectURL(u.preview)), []);
  return { uploads, start, dismiss: remove };
}
