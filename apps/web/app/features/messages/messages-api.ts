import type { MessageListResponse } from '@bimasetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { ADMIN_RECIPIENT, apiPaths } from '@bimasetu/contract';

export type MessageBox = 'sent' | 'receive';

export const messagesKey = (mobile: string) => ['messages', mobile] as const;

/** GET GetUserMessageList (bearer): both lists at once. */
export function fetchMessages(signal?: AbortSignal) {
  return apiRequest<MessageListResponse>(apiPaths.getUserMessageList, { signal });
}

/** POST AddUserMessage (bearer) with the spec's payload; customers always write to the admin desk. */
export function useSendMessage(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, parentId }: { text: string; parentId: number | null }) =>
      apiRequest(apiPaths.addUserMessage, {
        method: 'POST',
        body: {
          parentmessageid: parentId,
          messageDate: new Date().toISOString(),
          fromMobile: mobile,
          toMobile: ADMIN_RECIPIENT,
          messageContent: text.trim(),
          status: 'new',
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey(mobile) }),
  });
}

export function useDeleteMessage(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiRequest(apiPaths.deleteMessage, { method: 'DELETE', query: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey(mobile) }),
  });
}

export function useDeleteAllMessages(mobile: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: MessageBox) =>
      apiRequest(apiPaths.deleteAllMessage, { method: 'DELETE', query: { type, mobile } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey(mobile) }),
  });
}
