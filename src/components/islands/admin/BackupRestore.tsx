import { useId, useLayoutEffect, useRef, useState } from 'react';
import Button from '~/components/ui/Button';
import { backupFile, readBackup, readParts, RESTORE_START, restoreBatches, runRestore } from '~/lib/backup';
import type { Backup, BackupPart, RestoreBatch, RestoreCount, RestoreProgress } from '~/lib/backup';
import { HttpError } from '~/components/api/api-client';
import { endsSession, fetchBackupPart, sendRestoreBatch } from './admin-api';
import Alert from './Alert';
import ConfirmButton from './ConfirmButton';
import { errorMessage } from './admin-format';
import { saveFile } from './save-file';
import { useSpeech } from './words';

interface Props {
  onUnauthorized: () => void;
  onRestored: () => void;
}

type Download = { kind: 'reading' | 'done'; count: number } | { kind: 'failed'; reason: string };
type Chosen = { backup: Backup; batches: RestoreBatch[] };
type Restore =
  | ({ kind: 'chosen' } & Chosen)
  | ({ kind: 'running' | 'stopped'; progress: RestoreProgress; reason?: string } & Chosen)
  | { kind: 'done'; count: RestoreCount }
  | { kind: 'refused'; message: string };

const counted = (parts: readonly { inquiries: readonly unknown[] }[]) =>
  parts.reduce((n, part) => n + part.inquiries.length, 0);

/** The Settings panel's backup and restore (docs/admin.md); each goes on where a cut stopped it. */
export default function BackupRestore({ onUnauthorized, onRestored }: Props) {
  const speech = useSpeech();
  const { words, t, plural } = speech;
  const w = words.backup;
  const [download, setDownload] = useState<Download | null>(null);
  const partsRef = useRef<BackupPart[]>([]);
  const [restore, setRestore] = useState<Restore | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();

  // The restore's outcome takes the focus: the button that started it is gone.
  const settled = restore?.kind === 'done' || restore?.kind === 'stopped' || restore?.kind === 'refused';
  useLayoutEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled, restore]);

  async function handleDownload() {
    // After a failure the parts read so far stay: the download goes on from there.
    if (download?.kind !== 'failed') partsRef.current = [];
    setDownload({ kind: 'reading', count: counted(partsRef.current) });
    try {
      const parts = await readParts(fetchBackupPart, partsRef.current, (read) =>
        setDownload({ kind: 'reading', count: counted(read) })
      );
      saveFile(`inquiries-backup-${parts[0]?.exportedAt.slice(0, 10)}.json`, await backupFile(parts));
      setDownload({ kind: 'done', count: counted(parts) });
      partsRef.current = [];
    } catch (cause) {
      if (!endsSession(cause, onUnauthorized)) setDownload({ kind: 'failed', reason: errorMessage(cause, speech) });
    }
  }

  async function choose(file: File) {
    setRestore(null);
    const backup = await file.text().then(readBackup, () => 'unreadable' as const);
    if (typeof backup === 'string') setRestore({ kind: 'refused', message: w.problems[backup] });
    else if (backup.count === 0) setRestore({ kind: 'refused', message: w.noInquiries });
    else setRestore({ kind: 'chosen', backup, batches: restoreBatches(backup) });
  }

  async function run(file: Chosen, from: RestoreProgress = RESTORE_START) {
    let last = from;
    setRestore({ kind: 'running', ...file, progress: from });
    try {
      const count = await runRestore(
        file.batches,
        sendRestoreBatch,
        (progress) => setRestore({ kind: 'running', ...file, progress: (last = progress) }),
        from
      );
      setRestore({ kind: 'done', count });
      onRestored();
    } catch (cause) {
      if (endsSession(cause, onUnauthorized)) return;
      // Refused while checking: nothing was written.
      if (last.phase === 'check' && cause instanceof HttpError && cause.status === 400) {
        const id = (cause.body as { id?: unknown } | undefined)?.id;
        const message = typeof id === 'number' ? t(w.invalid, { id }) : errorMessage(cause, speech);
        setRestore({ kind: 'refused', message });
        return;
      }
      setRestore({ kind: 'stopped', ...file, progress: last, reason: errorMessage(cause, speech) });
      if (last.phase === 'write' && last.done > 0) onRestored();
    }
  }

  const file = restore && 'backup' in restore ? restore : null;
  const date = file ? speech.date(file.backup.exportedAt) : '';
  // How many of the file's inquiries the batches done so far hold.
  const done = file && 'progress' in file ? counted(file.batches.slice(0, file.progress.done)) : 0;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-line pt-4">
      <h3 id={headingId} className="font-display text-base font-semibold">
        {w.title}
      </h3>
      <p className="text-sm text-muted">{w.intro}</p>
      <div>
        <Button variant="quiet" onClick={() => void handleDownload()} disabled={download?.kind === 'reading'}>
          {download?.kind === 'failed' ? w.tryAgain : w.download}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {download?.kind === 'reading' && t(w.downloading, { n: download.count })}
        {download?.kind === 'done' && plural(w.downloaded, download.count)}
      </p>
      {download?.kind === 'failed' && <Alert>{t(w.downloadFailed, { reason: download.reason })}</Alert>}

      <p className="text-sm text-muted">{w.restoreIntro}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) void choose(chosen);
          }}
        />
        <Button variant="quiet" onClick={() => fileRef.current?.click()} disabled={restore?.kind === 'running'}>
          {w.choose}
        </Button>
        {restore?.kind === 'chosen' && (
          <ConfirmButton
            variant="primary"
            title={w.restoreTitle}
            message={t(w.restoreQuestion, { date })}
            onConfirm={() => void run(restore)}
          >
            {plural(w.restore, restore.backup.count)}
          </ConfirmButton>
        )}
        {restore?.kind === 'stopped' && (
          <Button variant="primary" onClick={() => void run(restore, restore.progress)}>
            {w.resume}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {restore?.kind === 'chosen' && plural(w.file, restore.backup.count, { date })}
        {restore?.kind === 'running' &&
          t(restore.progress.phase === 'check' ? w.checking : w.restoring, { done, total: restore.backup.count })}
      </p>
      {restore?.kind === 'done' && (
        <p ref={outcomeRef} tabIndex={-1} role="status" className="text-sm font-medium text-success focus:outline-none">
          {t(w.restored, { added: restore.count.added, skipped: restore.count.skipped })}
          {restore.count.differing > 0 && <> {plural(w.differing, restore.count.differing)}</>}
        </p>
      )}
      {(restore?.kind === 'refused' || restore?.kind === 'stopped') && (
        <Alert ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
          {restore.kind === 'refused'
            ? restore.message
            : t(w.stopped, { done, total: restore.backup.count, reason: restore.reason ?? '' })}
        </Alert>
      )}
    </section>
  );
}
