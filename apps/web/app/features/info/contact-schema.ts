// The ContactUs body's zod schema, in its own module so the contact page loads zod only when the form is first used
// (contact-form.tsx imports it on the first focus or submit).
export { contactUsBody } from '@bimasetu/contract';
