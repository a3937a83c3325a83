import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { checkUploadFile } from '../check-upload-file';
import { reduceUploadQueue } from '../upload-queue';
import { uploadFile, type UploadTarget } from '../upload-file';

/** Files being uploaded and processed, each on its own; refusals are toasted and never queued. */
export function useUploadQueue(target: UploadTarget, onUploaded: () => void) {
  const [entries, dispatch] = useReducer(reduceUploadQueue, []);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const check = checkUploadFile(file);
        if (!check.ok) {
          toast.error(check.title, { description: check.message });
          continue;
        }
        const key = crypto.randomUUID();
        const controller = new AbortController();
        controllers.current.set(key, controller);
        dispatch({ type: 'added', key, fileName: file.name, size: file.size });
        void uploadFile(file, target, (percent) => dispatch({ type: 'upload-progress', key, percent }), controller.signal).then((result) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return;
          if (result.ok) {
            dispatch({ type: 'uploaded', key, document: result.document });
            onUploaded();
          } else {
            dispatch({ type: 'failed', key, error: result.message });
            toast.error(result.title, { description: result.message });
          }
        });
      }
    },
    [target, onUploaded],
  );

  const dismiss = useCallback((key: string) => dispatch({ type: 'dismissed', key }), []);

  return { entries, dispatch, addFiles, dismiss };
}
