/** Placeholder until the contact form lands (issue: contact form and admin inbox). */
export default function ContactForm() {
  return <p className="text-muted">The project inquiry form is on its way.</p>;
}
