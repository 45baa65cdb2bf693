import type { Inquiry } from '~/lib/inquiry';

interface Props {
  inquiry: Inquiry;
}

/**
 * One inquiry in the admin list.
 * TODO: the full card (SPEC §2: badges, date, details, Delete, Mark Complete) replaces this
 * minimal one in the admin-list issue.
 */
export default function InquiryCard({ inquiry }: Props) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h3 className="font-display text-lg font-semibold">{inquiry.name}</h3>
      <a
        href={`mailto:${inquiry.email}`}
        className="mt-1 inline-block break-all text-brand underline-offset-4 hover:underline"
      >
        {inquiry.email}
      </a>
    </article>
  );
}
