// The Messages screen's words in English (Hindi: messages-words.hi.ts). The spec's messages come from the
// contract; `messages` maps each one the screen can show (its English text is its stable code).
import { apiMessages, confirmMessages, messageMessages } from '@bimasetu/contract';
import { defineWords, sameWords as same, type Wordy } from '~/lib/words';

type ScreenMessage =
  | (typeof messageMessages)[keyof typeof messageMessages]
  | (typeof confirmMessages)['deleteTitle' | 'deleteCancel' | 'deleteConfirm']
  | typeof apiMessages.messageSent;
const messagesWords = {
  title: 'Messages',
  intro: 'Write to our insurance advisers and read their answers.',
  loginPrompt: 'Please log in with your mobile number to see your messages.',
  login: 'Login',
  loading: 'Loading messages…',
  loadFailed: 'We could not load your messages. Please try again.',
  startConversation: 'Start a Conversation',
  sentTitle: 'Sent Messages',
  receivedTitle: 'Received Messages',
  clearAll: 'Clear All',
  clearAllText: (box: 'sent' | 'receive') =>
    `This deletes every ${box === 'sent' ? 'sent' : 'received'} message. It cannot be undone.`,
  noneSent: 'You have not sent any messages yet.',
  noneReceived: 'No messages from our advisers yet.',
  toAdvisers: 'To our advisers',
  fromAdvisers: 'From our advisers',
  replyBadge: 'Reply',
  showLess: 'Show less',
  viewFull: 'View full message',
  reply: 'Reply',
  replyTo: (date: string) => `Reply to the message of ${date}`,
  delete: 'Delete',
  deleteOf: (date: string) => `Delete the message of ${date}`,
  replyTitle: 'Reply to message',
  composeHint: 'Our insurance advisers usually answer within one working day.',
  yourMessage: 'Your message',
  cancel: 'Cancel',
  send: 'Send',
  messages: same<ScreenMessage>([
    ...Object.values(messageMessages),
    confirmMessages.deleteTitle,
    confirmMessages.deleteCancel,
    confirmMessages.deleteConfirm,
    apiMessages.messageSent,
  ]),
};

export type MessagesWords = Wordy<typeof messagesWords>;

declare module '~/lib/words' {
  interface WordBook {
    messages: MessagesWords;
  }
}

export default defineWords('en', 'messages', messagesWords);
