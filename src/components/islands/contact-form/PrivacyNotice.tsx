/** Quebec's Law 25 notice where the personal information is collected (DECISIONS D8). */
export default function PrivacyNotice() {
  return (
    <p className="text-sm text-muted">
      We use these details only to reply to your inquiry. Read our{' '}
      <a href="/privacy" className="font-medium text-brand underline underline-offset-4">
        Privacy Policy
      </a>{' '}
      to learn how long we keep them and how to see, correct or delete them.
    </p>
  );
}
