// The advisers' inbox: conversations grouped by customer, one conversation (opening it marks it read), replies.
import { adminPath, adminPaths, type ConversationResponse, type conversationsPage } from '@bimasetu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, adminRequest } from './admin-api';
import { PAGE_SIZE } from './filters';

export type ConversationsPage = z.infer<typeof conversationsPage>;
export type ConversationMessage = ConversationResponse['messages'][number];

export function useConversations(page: number) {
  return useQuery({
    queryKey: [...adminKeys.conversations, 'list', page],
    queryFn: ({ signal }) =>
      adminRequest<ConversationsPage>(adminPaths.conversations, {
        query: { page, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useConversation(mobile: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...adminKeys.conversations, 'one', mobile],
    queryFn: async ({ signal }) => {
      const answer = await adminRequest<ConversationResponse>(
        adminPath(adminPaths.conversation, { mobile }),
        {
          signal,
        },
      );
      // Opening marked the customer's messages read: the list and the overview counts change.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.conversations, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
      return answer;
    },
    staleTime: 0,
  });
}

export function useReply(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { messageContent: string; parentmessageid: number | null }) =>
      adminRequest(adminPath(adminPaths.conversationReply, { mobile }), { method: 'POST', body: reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.conversations }),
  });
}
