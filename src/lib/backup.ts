/** The inbox's backup file and how a restore runs (docs/storage.md). No zod: the server checks every inquiry itself. */
import type { SiteSettings } from './api-types';
import { MAX_INQUIRY_ID, type InboxEntry } from './inbox';
import { isObject, parseJson } from './json';

/** What the file says it is; a file without it is someone else's. */
export const BACKUP_FORMAT = 'studio-inbox-backup';
/** The format's version; a restore refuses another one. */
export const BACKUP_VERSION = 1;
/** The ids of one restore batch: one summary's worth, so that a batch rewrites one summary. */
export const RESTORE_BATCH_IDS = 100;
/** The largest restore batch the server takes: 100 inquiries at their longest are about 1.6 MB. */
export const RESTORE_BODY_BYTES = 4 * 1024 * 1024;
/** Deleted ids a backup may end with after its last inquiry; a file claiming more is not the admin's. */
const MAX_TRAILING_IDS = 100_000;

/** One part of the backup, as GET /api/admin/backup answers it; the first carries the settings. */
export interface BackupPart {
  exportedAt: string;
  settings?: SiteSettings;
  /** The highest id handed out when the part was read. */
  highest: number;
  /** Where the next part starts (`after`), null on the last. */
  next: number | null;
  /** Oldest first. */
  inquiries: InboxEntry[];
  /** Ids of records that could not be read: not in the backup. */
  unreadable: number[];
}

/** The backup file. `sha256` is the hex SHA-256 of `JSON.stringify(inquiries)`: a changed byte shows. */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  /** The highest id handed out: a restore keeps every id up to it taken, so none is handed out again. */
  lastId: number;
  /** Which settings were in effect (never their values, never keys, sessions or passkeys). */
  settings: SiteSettings | null;
  count: number;
  sha256: string;
  unreadable: number[];
  inquiries: InboxEntry[];
}

/** One restore call: the ids `from`..`to` (at most RESTORE_BATCH_IDS), the backup's inquiries among them. */
export interface RestoreBatch extends Pick<Backup, 'format' | 'version' | 'inquiries'> {
  from: number;
  to: number;
}

/** What a restore did: inquiries added, and skipped (an inquiry holds the id); `differing` of those hold another one. */
export type RestoreCount = Record<'added' | 'skipped' | 'differing', number>;

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads every part from where `parts` stop (a download cut off resumes there); `onPart` after each. */
export async function readParts(
  fetchPart: (after: number | null) => Promise<BackupPart>,
  parts: BackupPart[],
  onPart: (parts: BackupPart[]) => void = () => {}
): Promise<BackupPart[]> {
  while (parts.length === 0 || parts.at(-1)?.next != null) {
    parts.push(await fetchPart(parts.at(-1)?.next ?? null));
    onPart(parts);
  }
  return parts;
}

/** The file of `parts`: its header, then one inquiry per line. */
export async function backupFile(parts: BackupPart[]): Promise<string> {
  const inquiries = parts.flatMap((part) => part.inquiries);
  const header: Omit<Backup, 'inquiries'> = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: parts[0]?.exportedAt ?? new Date().toISOString(),
    lastId: Math.max(0, ...parts.map((part) => part.highest), ...inquiries.map((entry) => entry.id)),
    settings: parts[0]?.settings ?? null,
    count: inquiries.length,
    sha256: await sha256(JSON.stringify(inquiries)),
    unreadable: parts.flatMap((part) => part.unreadable),
  };
  const lines = inquiries.map((entry) => JSON.stringify(entry)).join(',\n');
  return `${JSON.stringify(header, null, 2).slice(0, -2)},\n  "inquiries": [\n${lines}\n  ]\n}\n`;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The backup in `text`, or why it is refused (nothing written): not ours, from a newer site, or damaged. */
export async function readBackup(text: string): Promise<Backup | 'damaged' | 'foreign' | 'newer'> {
  const value = parseJson(text);
  if (!isObject(value)) return text.slice(0, 200).includes(`"${BACKUP_FORMAT}"`) ? 'damaged' : 'foreign';
  if (value['format'] !== BACKUP_FORMAT) return 'foreign';
  if (value['version'] !== BACKUP_VERSION) {
    return typeof value['version'] === 'number' && value['version'] > BACKUP_VERSION ? 'newer' : 'foreign';
  }
  const { inquiries, lastId, count, unreadable, settings } = value;
  const last = Array.isArray(inquiries) ? Number((inquiries.at(-1) as { id?: unknown } | undefined)?.id ?? 0) : 0;
  const isWhole =
    Array.isArray(inquiries) &&
    inquiries.every(
      (entry, i) => isObject(entry) && isId(entry['id']) && (i === 0 || entry['id'] > inquiries[i - 1].id)
    ) &&
    count === inquiries.length &&
    (lastId === 0 || isId(lastId)) &&
    (lastId as number) >= last &&
    (lastId as number) <= Math.min(MAX_INQUIRY_ID, last + MAX_TRAILING_IDS) &&
    Array.isArray(unreadable) &&
    unreadable.every(isId) &&
    (settings === null || isObject(settings)) &&
    typeof value['exportedAt'] === 'string' &&
    value['sha256'] === (await sha256(JSON.stringify(inquiries)));
  return isWhole ? (value as unknown as Backup) : 'damaged';
}

/** The backup as restore calls, in id order: each RESTORE_BATCH_IDS ids up to its last id, deleted ones included. */
export function restoreBatches({ inquiries, lastId }: Backup): RestoreBatch[] {
  const batches: RestoreBatch[] = [];
  for (let from = 1, i = 0; from <= lastId; from += RESTORE_BATCH_IDS) {
    const to = Math.min(from + RESTORE_BATCH_IDS - 1, lastId);
    const start = i;
    while (i < inquiries.length && (inquiries[i] as InboxEntry).id <= to) i++;
    batches.push({ format: BACKUP_FORMAT, version: BACKUP_VERSION, from, to, inquiries: inquiries.slice(start, i) });
  }
  return batches;
}

/** Where a restore is: checking every batch (nothing written), then writing; `done` batches of this phase. */
export interface RestoreProgress {
  phase: 'check' | 'write';
  done: number;
  count: RestoreCount;
}

export const RESTORE_START: RestoreProgress = {
  phase: 'check',
  done: 0,
  count: { added: 0, skipped: 0, differing: 0 },
};

/** Checks all batches (a refused file writes nothing), then writes them; resumes at `from` (resent ones just skip). */
export async function runRestore(
  batches: readonly RestoreBatch[],
  send: (batch: RestoreBatch, check: boolean) => Promise<RestoreCount | null>,
  onProgress: (progress: RestoreProgress) => void,
  from: RestoreProgress = RESTORE_START
): Promise<RestoreCount> {
  for (let progress = from; ;) {
    if (progress.phase === 'write' && progress.done >= batches.length) return progress.count;
    if (progress.done === batches.length) progress = { ...progress, phase: 'write', done: 0 };
    else {
      const counted = await send(batches[progress.done] as RestoreBatch, progress.phase === 'check');
      const count = { ...progress.count };
      if (counted) for (const key in count) count[key as keyof RestoreCount] += counted[key as keyof RestoreCount];
      progress = { ...progress, done: progress.done + 1, count };
      onProgress(progress);
    }
  }
}
