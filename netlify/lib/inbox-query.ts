/** How the store applies a list query (src/lib/inbox.ts) to the entries it reads. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type InboxEntry, type ListQuery } from '../../src/lib/inbox.ts';

export const pageSize = (limit: number | undefined) =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit ?? DEFAULT_PAGE_SIZE)));

const normalise = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** Accents and case do not matter; a phone number also matches on its digits alone. */
export function matcher({ status, q }: ListQuery): (entry: InboxEntry) => boolean {
  const words = normalise(q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return (entry) => {
    if (status && entry.status !== status) return false;
    const text = normalise([entry.name, entry.email, entry.business, entry.phone, entry.message].join('\n'));
    const phone = digits(entry.phone);
    return words.every((word) => text.includes(word) || (digits(word).length >= 3 && phone.includes(digits(word))));
  };
}
