// The small notice a visitor sees over the plan list when their call-back request (a quote lead) did not reach us:
// the list never waits for the lead (use-lead-submit.ts), so this is the only word they get of it. Loaded only
// when a lead fails, with its words in the page's language. The quote form that sent the lead has moved on to the
// list by then, so the notice lives at the foot of the window, outside the page's React tree; "Try again" sends the
// same request again. It is built from plain elements with the notice's and buttons' classes: a React root of its
// own needed react-dom/client in a chunk shared with the app's entry, which made every page's first load about
// 0.3 KB heavier (bench:bundle).
import { submitLead, type LeadSubmission } from '~/lib/leads';
import { localeOfPath } from '~/lib/locale-paths';
import { loadedWords, loadWords, ownWords } from '~/lib/words';
import { buttonClass, type ButtonVariant } from './button';
import { noticeClass } from './notice';

/** The notice's words, in the page's language, loaded with it (no page carries them otherwise). */
const NOTICE_WORDS = ownWords(
  'leadNotice',
  () => import('./lead-notice-words'),
  () => import('./lead-notice-words.hi'),
);

/** How long the thank-you stays after a resend lands. */
const SENT_SHOWN_MS = 5000;

let host: HTMLElement | undefined;

function button(text: string, variant: ButtonVariant): HTMLButtonElement {
  const made = document.createElement('button');
  made.type = 'button';
  made.className = buttonClass(variant, 'sm');
  made.textContent = text;
  return made;
}

/**
 * Shows the notice for `submission` (one at a time: a later failure replaces an earlier one), once its words have
 * loaded; if even they cannot load, the visitor's plans are on screen all the same and nothing more is said.
 */
export async function showLeadFailed(submission: LeadSubmission): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  await loadWords(NOTICE_WORDS, locale, ['leadNotice']);
  const w = loadedWords(locale).leadNotice!;
  if (!host) {
    host = document.createElement('div');
    host.className = 'fixed inset-x-0 bottom-4 z-50 mx-auto w-full max-w-md px-4';
    document.body.appendChild(host);
  }
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.className = noticeClass('info', 'flex-col shadow-lg');
  const said = document.createElement('p');
  said.textContent = w.failed;
  const actions = document.createElement('div');
  actions.className = 'flex gap-2';
  const resend = button(w.tryAgain, 'primary');
  const close = button(w.close, 'ghost');
  const dismiss = () => {
    if (host?.firstChild === box) host.replaceChildren();
  };
  close.addEventListener('click', dismiss);
  resend.addEventListener('click', () => {
    resend.disabled = true;
    resend.setAttribute('aria-busy', 'true');
    resend.textContent = w.sending;
    void submitLead(submission).then((sent) => {
      if (sent) {
        said.textContent = w.sent;
        box.className = noticeClass('success', 'flex-col shadow-lg');
        // the button that had the focus goes: the focus moves to Close rather than falling to the page's top
        const hadFocus = document.activeElement === resend;
        resend.remove();
        if (hadFocus) close.focus();
        setTimeout(dismiss, SENT_SHOWN_MS);
        return;
      }
      resend.disabled = false;
      resend.removeAttribute('aria-busy');
      resend.textContent = w.tryAgain;
    });
  });
  actions.append(resend, close);
  box.append(said, actions);
  host.replaceChildren(box);
}
