// The added policy's zod schema, in its own module so the vault loads zod only when a policy is first saved.
export { addedPolicyFields } from '@bimasetu/contract';
