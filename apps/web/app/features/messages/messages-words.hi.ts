// The Messages screen's words in Hindi (glossary: docs/hindi-glossary.md). Messages people wrote stay as written.
import { apiMessages as api, confirmMessages as confirm, messageMessages as m } from '@bimasetu/contract';
import { defineWords } from '~/lib/words';
import type {} from './messages-words';

export default defineWords('hi', 'messages', {
  title: 'संदेश',
  intro: 'हमारे बीमा सलाहकारों को लिखें और उनके जवाब पढ़ें।',
  loginPrompt: 'अपने संदेश देखने के लिए अपने मोबाइल नंबर से लॉग इन करें।',
  login: 'लॉग इन',
  loading: 'संदेश लोड हो रहे हैं…',
  loadFailed: 'आपके संदेश लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  startConversation: 'बातचीत शुरू करें',
  sentTitle: 'भेजे गए संदेश',
  receivedTitle: 'मिले संदेश',
  clearAll: 'सभी हटाएँ',
  clearAllText: (box: 'sent' | 'receive') =>
    `इससे सभी ${box === 'sent' ? 'भेजे गए' : 'मिले'} संदेश हट जाएँगे। इसे वापस नहीं किया जा सकता।`,
  noneSent: 'आपने अभी तक कोई संदेश नहीं भेजा है।',
  noneReceived: 'हमारे सलाहकारों का अभी कोई संदेश नहीं है।',
  toAdvisers: 'हमारे सलाहकारों को',
  fromAdvisers: 'हमारे सलाहकारों से',
  replyBadge: 'जवाब',
  showLess: 'कम दिखाएँ',
  viewFull: 'पूरा संदेश देखें',
  reply: 'जवाब दें',
  replyTo: (date: string) => `${date} के संदेश का जवाब दें`,
  delete: 'हटाएँ',
  deleteOf: (date: string) => `${date} का संदेश हटाएँ`,
  replyTitle: 'संदेश का जवाब दें',
  composeHint: 'हमारे बीमा सलाहकार आम तौर पर एक कामकाजी दिन में जवाब देते हैं।',
  yourMessage: 'आपका संदेश',
  cancel: 'रद्द करें',
  send: 'भेजें',
  messages: {
    [m.empty]: 'भेजने से पहले कृपया संदेश लिखें।',
    [m.sendFailed]: 'संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
    [m.deleteFailed]: 'संदेश नहीं हटाया जा सका। कृपया फिर से कोशिश करें।',
    [m.tooLong]: 'आपका संदेश 2,000 अक्षरों से लंबा है। भेजने के लिए इसे छोटा करें।',
    [confirm.deleteTitle]: 'हटाने की पुष्टि करें',
    [confirm.deleteCancel]: 'रद्द करें',
    [confirm.deleteConfirm]: 'हाँ, सभी हटाएँ',
    [api.messageSent]: 'संदेश भेज दिया गया',
  },
});
