// /admin/messages: one row per customer, those with unread messages first, then the most recent.
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatMobile } from './admin-format';
import { AdminPage, LoadState, Pager } from './admin-page';
import { changePage, readPage } from './filters';
import { useConversations } from './messages-api';

export function ConversationsScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const list = useConversations(page);

  return (
    <AdminPage
      title="Messages"
      description="Conversations with customers, unread first. Opening one marks it read."
    >
      <LoadState loading={list.isPending} error={list.error} what="conversations" />
      {list.data && list.data.items.length === 0 ? (
        <p role="status" className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No customer has written yet.
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
          {list.data.items.map((conversation) => (
            <li key={conversation.mobile}>
              <Link
                to={`/admin/messages/${conversation.mobile}`}
                className="flex flex-col gap-1 px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="flex items-center gap-2 sm:w-56">
                  <span
                    className={
                      conversation.unread > 0 ? 'font-bold text-slate-900' : 'font-medium text-slate-900'
                    }
                  >
                    {formatMobile(conversation.mobile)}
                  </span>
                  {conversation.unread > 0 ? (
                    <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                      {conversation.unread} unread
                    </span>
                  ) : null}
                </span>
                <span className="min-w-0 flex-1 truncate text-slate-700">{conversation.lastMessage}</span>
                <span className="text-sm whitespace-nowrap text-slate-600">
                  {formatDateTime(conversation.lastMessageAt)} · {conversation.total}{' '}
                  {conversation.total === 1 ? 'message' : 'messages'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager
          page={page}
          total={list.data.total}
          noun="conversations"
          onPage={(next) => setParams(changePage(params, next))}
        />
      ) : null}
    </AdminPage>
  );
}
