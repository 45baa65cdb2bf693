interface Props {
  /** The sentence around the link, in the page's language. */
  words: { before: string; link: string; after: string };
  /** The privacy policy in the page's language. */
  href: string;
}

/** Quebec's Law 25 notice where the personal information is collected. */
export default function PrivacyNotice({ words, href }: Props) {
  return (
    <p className="text-sm text-muted">
      {words.before}{' '}
      <a href={href} className="font-medium text-brand underline underline-offset-4">
        {words.link}
      </a>{' '}
      {words.after}
    </p>
  );
}
