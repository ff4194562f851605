// Contact enquiries and consented leads: the two queues worked to In Progress and Resolved with a note.
import {
  adminPath,
  adminPaths,
  type enquiriesPage,
  type leadsPage,
  type leadWorkBody,
  type workBody,
} from '@bimasetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, adminRequest } from './admin-api';
import { workQuery, type EnquiryFilters, type LeadFilters } from './filters';

export type EnquiriesPage = z.infer<typeof enquiriesPage>;
export type LeadsPage = z.infer<typeof leadsPage>;
/** An enquiry's change, or a lead's with its note for the customer. */
export type WorkUpdate = z.output<typeof workBody> | z.output<typeof leadWorkBody>;

export function useEnquiries(filters: EnquiryFilters) {
  return useQuery({
    queryKey: [...adminKeys.enquiries, filters],
    queryFn: ({ signal }) =>
      adminRequest<EnquiriesPage>(adminPaths.enquiries, { query: workQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: [...adminKeys.leads, filters],
    queryFn: ({ signal }) => adminRequest<LeadsPage>(adminPaths.leads, { query: workQuery(filters), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST Enquiries/:id with {status, note}, or Leads/:id with {status, note, customerNote}. */
export function useWorkUpdate(kind: 'enquiry' | 'lead') {
  const queryClient = useQueryClient();
  const path = kind === 'enquiry' ? adminPaths.enquiry : adminPaths.lead;
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: WorkUpdate }) =>
      adminRequest(adminPath(path, { id }), { method: 'POST', body: update }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: kind === 'enquiry' ? adminKeys.enquiries : adminKeys.leads,
        }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
      ]),
  });
}
