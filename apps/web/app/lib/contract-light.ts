// The zod-free part of @bimasetu/contract: messages, API paths and constants.
// Importing the package index from a page pulls zod (about 30 KB gzipped) into it, because the schema modules
// run at import time and the package does not declare itself free of side effects. Pages that validate nothing
// (the shell, home, about) import from here instead; pages that use schemas import the package as usual.
export * from '../../../../packages/contract/src/messages.ts';
export * from '../../../../packages/contract/src/paths.ts';
export * from '../../../../packages/contract/src/constants.ts';
