import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ACCEPT_ATTRIBUTE } from '../check-upload-file';

/** Drag-and-drop area with a "Choose Files" button; several files at once. */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      onClick={(event) => {
        // The button opens the picker itself; the input's own click bubbles here too.
        if ((event.target as HTMLElement).closest('button, input')) return;
        inputRef.current?.click();
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/60 hover:bg-accent/40',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
        <Upload className="size-6" />
      </span>
      <p className="font-medium">Drop files here or click to upload</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        PDF, JPG, PNG, TXT, DOC or DOCX, up to 50 MB each. Several files at once are fine.
      </p>
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
        Choose Files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-label="Files to upload"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
