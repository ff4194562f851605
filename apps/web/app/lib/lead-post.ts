// A lead's POST to AddLead, loaded when a visitor's choice first sends one (leads.ts `submitLead`): the quote
// forms' first load carries no API client, as most visitors send no lead (bench:bundle).
import { apiPaths } from '@bimasetu/contract';
import { apiRequest } from './api-client';

export const postLead = (body: object) => apiRequest(apiPaths.addLead, { method: 'POST', body });
