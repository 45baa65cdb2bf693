/**
 * One Netlify instance of a burst (tests/integration/inquiry-store.test.ts), run as its own process
 * once bundled: at the start time it is given, it stores `count` inquiries one call at a time, as an
 * instance runs them, and prints their ids as JSON.
 */
import { createInquiry } from '../../netlify/lib/inquiry-ids.ts';
import { InquiryInputSchema } from '../../netlify/lib/inquiry-schema.ts';

const [instance, count, startAt] = process.argv.slice(2).map(Number) as [number, number, number];
await new Promise((resume) => setTimeout(resume, startAt - Date.now()));
const ids: number[] = [];
for (let i = 0; i < count; i++) {
  const name = `Instance ${instance} call ${i}`;
  const input = InquiryInputSchema.parse({
    name,
    email: 'burst@example.com',
    projectType: 'other',
    message: 'One of a burst.',
  });
  ids.push((await createInquiry(input)).id);
}
console.log(JSON.stringify(ids));
