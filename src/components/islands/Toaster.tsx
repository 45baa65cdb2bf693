/** Placeholder until the shared notification area lands (issue: contact form and admin inbox). */
export default function Toaster() {
  return null;
}
