// The words of the notice told over a plan list when a call-back request (a quote lead) did not reach us
// (ui/lead-failed-notice.ts), in English (Hindi: lead-notice-words.hi.ts). They load with the notice, only when a
// lead fails, so no page carries them otherwise.
import { defineWords, type Wordy } from '~/lib/words';

const leadNoticeWords = {
  failed: 'Sorry, your call-back request did not reach us. Your plans are on this page all the same.',
  tryAgain: 'Try again',
  sending: 'Sending…',
  sent: 'Thank you: your call-back request has reached us.',
  close: 'Close',
};

export type LeadNoticeWords = Wordy<typeof leadNoticeWords>;

declare module '~/lib/words' {
  interface WordBook {
    leadNotice: LeadNoticeWords;
  }
}

export default defineWords('en', 'leadNotice', leadNoticeWords);
